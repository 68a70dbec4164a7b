import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

/** A throwaway tree with one import per case, each file named by the rule it should (or should not) break. */
const tree: Record<string, string> = {
  'apps/server/src/platform/knows-a-module.ts': "import { a } from '../modules/quiz/a';",
  'apps/server/src/modules/quiz/a.ts': 'export const a = 1;',
  'apps/server/src/modules/quiz/index.ts': "export { a } from './a';",
  'apps/server/src/modules/quiz/quiz.factory.ts': "export { a } from './a';",
  'apps/server/src/modules/vote/reaches-inside.ts': "import { a } from '../quiz/a';",
  'apps/server/src/modules/vote/through-index.ts': "import { a } from '../quiz/index';",
  'apps/server/src/modules/vote/uses-a-factory.test.ts': "import { a } from '../quiz/quiz.factory';",
  'apps/server/src/modules/vote/reaches-inside.test.ts': "import { a } from '../quiz/a';",
  'apps/server/src/modules/vote/imports-registry.ts': "import { modules } from '../registry';",
  'apps/server/src/modules/registry.ts': 'export const modules = [];',
  'apps/web/src/features/vote/uses-another-feature.tsx': "import { b } from '../quiz/b';",
  'apps/web/src/features/quiz/b.ts': 'export const b = 1;',
  'apps/web/src/features/vote/reaches-inside-live.tsx': "import { c } from '../../live/vote/c';",
  'apps/web/src/features/vote/through-live-index.tsx': "import { c } from '../../live/vote/index';",
  'apps/web/src/live/vote/c.ts': 'export const c = 1;',
  'apps/web/src/live/vote/index.ts': "export { c } from './c';",
  'apps/web/src/live/quiz/reaches-another-kind.ts': "import { c } from '../vote/c';",
  'apps/web/src/live/quiz/loads-a-kind-lazily.ts': "export const page = () => import('../vote/c');",
  'apps/web/src/live/quiz/uses-the-kit.ts': "import { k } from '../kit/k';",
  'apps/web/src/live/kit/k.ts': 'export const k = 1;',
  'apps/web/src/live/kit/imports-a-kind.ts': "import { c } from '../vote/index';",
  'apps/web/src/live/kit/loads-a-kind.ts': "export const page = () => import('../vote/c');",
  'apps/web/src/live/vote/uses-a-feature.ts': "import { b } from '../../features/quiz/b';",
  'apps/web/src/app/imports-the-server.ts': "import { a } from '../../../server/src/modules/quiz/index';",
};

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuse each import that crosses a layer the wrong way, and only those', async () => {
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${text}\n`);
    }
    const result = await cruise(['apps'], {
      baseDir: dir,
      ruleSet: { forbidden },
      validate: true,
      tsPreCompilationDeps: options.tsPreCompilationDeps,
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    const broken = result.output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from}`).sort();
    expect(broken).toEqual(
      [
        'platform-knows-no-module: apps/server/src/platform/knows-a-module.ts',
        'module-through-its-index: apps/server/src/modules/vote/reaches-inside.ts',
        'module-test-through-index-or-factory: apps/server/src/modules/vote/reaches-inside.test.ts',
        'registry-is-for-the-app: apps/server/src/modules/vote/imports-registry.ts',
        'feature-stays-in-its-folder: apps/web/src/features/vote/uses-another-feature.tsx',
        'feature-uses-live-through-its-index: apps/web/src/features/vote/reaches-inside-live.tsx',
        'live-kind-stays-in-its-folder: apps/web/src/live/quiz/reaches-another-kind.ts',
        'kit-loads-kinds-lazily: apps/web/src/live/kit/imports-a-kind.ts',
        'live-knows-no-back-office-feature: apps/web/src/live/vote/uses-a-feature.ts',
        'web-knows-no-server: apps/web/src/app/imports-the-server.ts',
      ].sort(),
    );
  });
});
