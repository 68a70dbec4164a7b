import type { Deps } from '../../platform/deps.js';

/**
 * An uploaded private key is stored sealed (SECRETS_KEY) under its storage key, so the file on disk is
 * no key at all, and opened only by the merchant settings that name it.
 */
const purpose = (storageKey: string) => `upload:${storageKey}`;

export const certificateSeal = (deps: Pick<Deps, 'secrets'>) => {
  const box = deps.secrets;
  return {
    seal: (storageKey: string, pem: string) => Buffer.from(box.seal(pem, purpose(storageKey)), 'utf8'),
    open: (storageKey: string, stored: Buffer) => box.open(stored.toString('utf8'), purpose(storageKey)),
  };
};
