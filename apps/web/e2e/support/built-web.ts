import path from 'node:path';
import { type HtmlEntry, readManifests } from '../../build/first-visit.js';

/** The build `npm test` makes just before the browser suite, which every story's server serves. */
export const dist = path.resolve(import.meta.dirname, '../../dist');

export const builtManifests = () => {
  const manifests = readManifests(dist);
  if (!manifests) throw new Error(`no build manifest in ${dist}: run npm run build --workspace apps/web`);
  return manifests;
};

/** Where each entry's script is served from. */
export const builtEntries = () => {
  const manifests = builtManifests();
  const file = (entry: HtmlEntry) => {
    const chunk = manifests[entry][`${entry}.html`];
    if (!chunk) throw new Error(`${entry}.html is not in its build manifest`);
    return chunk.file;
  };
  return { live: file('live'), backOffice: file('index') };
};
