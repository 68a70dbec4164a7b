// Hot reload for both: the server restarts on change (tsx watch), Vite serves the web app and proxies /api.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit' }),
];
console.log('web: http://localhost:5173 (hot reload) — api: http://localhost:3000');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
