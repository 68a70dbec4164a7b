import { buildApp } from './app.js';
import { devMerchantSecretKey, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';

const config = loadConfig();
const database = await openDatabase(config);
const { app } = await buildApp({ config, database });
if (config.merchantSecretKey === devMerchantSecretKey) {
  app.log.warn('MERCHANT_SECRET_KEY is not set: merchant secrets are sealed with the development key');
}

const stop = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`serving on http://localhost:${config.port} (${database.kind})`);
