import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files; the other assets (png, woff2) are compressed formats already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt)$/;

/** Whether the file's `.gz` (written with its `.br`) is at least as new as the file itself. */
const compressedAlready = async (file: string) => {
  const [body, gzipped] = await Promise.all([stat(file), stat(`${file}.gz`).catch(() => null)]);
  return gzipped !== null && gzipped.mtimeMs >= body.mtimeMs;
};

/**
 * Writes `<file>.br` and `<file>.gz` at the highest quality beside every text file, for the server to send as is.
 * Files compressed by an earlier build into the same folder (the back-office's, before the live pages') are skipped.
 */
export const precompressDir = async (dir: string) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && compressible.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    // The build manifest (.vite/) is read by tools, never served.
    .filter((file) => !path.relative(dir, file).startsWith('.'));
  const fresh = await Promise.all(files.map(async (file) => ((await compressedAlready(file)) ? null : file)));
  const toCompress = fresh.filter((file) => file !== null);
  await Promise.all(
    toCompress.map(async (file) => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return toCompress.length;
};

/** Compresses the finished build output (bundle and public files) once Vite has written it. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await precompressDir(outDir);
    },
  };
};
