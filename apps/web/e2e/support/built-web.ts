import path from 'node:path';
import { readManifest } from '../../build/first-visit.js';

/** The build `npm test` makes just before the browser suite, which every story's server serves. */
export const dist = path.resolve(import.meta.dirname, '../../dist');

export const builtManifest = () => {
  const manifest = readManifest(dist);
  if (!manifest) throw new Error(`no build manifest in ${dist}: run npm run build --workspace apps/web`);
  return manifest;
};

/** Where each entry's script is served from. */
export const builtEntries = () => {
  const manifest = builtManifest();
  const file = (entry: string) => {
    const chunk = manifest[entry];
    if (!chunk) throw new Error(`${entry} is not in the build manifest`);
    return chunk.file;
  };
  return { live: file('live.html'), backOffice: file('index.html') };
};
