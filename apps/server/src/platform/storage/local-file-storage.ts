import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';

/** The offline default: files under `$DATA_DIR/uploads` (public, served at /uploads) and `$DATA_DIR/private`. */
export const localFileStorage = (dataDir: string): FileStorage => {
  const root = (visibility: 'public' | 'private') =>
    path.join(dataDir, visibility === 'public' ? 'uploads' : 'private');
  const fileOf = (key: string, visibility: 'public' | 'private') => {
    const file = path.resolve(root(visibility), key);
    if (!file.startsWith(root(visibility) + path.sep)) throw new Error(`storage key escapes its root: ${key}`);
    return file;
  };
  return {
    put: async (key, body, visibility) => {
      const file = fileOf(key, visibility);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    get: (key, visibility) => readFile(fileOf(key, visibility)),
    publicUrl: (key) => `/uploads/${key}`,
  };
};
