import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs')).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : [])),
];

/** Link targets (`[text](target)`, `[name]: target`) and code spans naming a path up the tree (`../x`). */
const referencesIn = (markdown: string) => {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const links = [
    ...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm),
  ];
  const spans = [...prose.matchAll(/`(\.\.\/[^`\s]+)`/g)];
  return [...links, ...spans]
    .map((m) => m[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]?.split('?')[0] ?? ''));
};

describe('the repository’s own documents', () => {
  it('finds the README and the docs folder', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/architecture.md');
  });

  it.each(documents)('%s points only at files inside the repository that exist', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const broken = referencesIn(text).filter((target) => {
      const resolved = path.resolve(path.dirname(path.join(root, doc)), target);
      const inside = resolved === root || resolved.startsWith(root + path.sep);
      return !inside || !existsSync(resolved);
    });
    expect(broken).toEqual([]);
  });
});
