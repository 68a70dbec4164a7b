/**
 * What a first visit downloads: builds the web app (or, with --reuse, reads apps/web/dist as it is) and prints, for
 * the back-office's first pages, a participant's phone page and the vote big screen, the raw, gzip and brotli size
 * of the HTML entry's scripts plus the route's lazy page, each with its static imports (from the Vite manifest).
 * After a build it also prints which packages make up the back-office's login and the phone page. Run: npm run bench:bundle [-- --reuse].
 */
import path from 'node:path';
import { build, type Plugin } from 'vite';
import {
  type FirstVisit,
  firstVisitFiles,
  firstVisits,
  kb,
  readManifests,
  targetGzipKb,
  wireSizes,
} from '../apps/web/build/first-visit.js';

const webRoot = path.resolve(import.meta.dirname, '../apps/web');
const dist = path.join(webRoot, 'dist');

/** Rendered bytes of each output file, by the package its modules come from. */
const bytesByFile = new Map<string, Map<string, number>>();

const packageOf = (moduleId: string) => {
  const inModules = moduleId.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules?.[1]) return inModules[1];
  if (moduleId.includes('/packages/contract/')) return '@app/contract';
  if (moduleId.includes('/apps/web/src/')) return `app: ${moduleId.split('/apps/web/src/')[1]?.split('/')[0]}`;
  return 'bundler runtime';
};

const recordModuleSizes = (): Plugin => ({
  name: 'record-module-sizes',
  apply: 'build',
  generateBundle: (_options, bundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const byPackage = new Map<string, number>();
      for (const [id, info] of Object.entries(output.modules)) {
        const name = packageOf(id);
        byPackage.set(name, (byPackage.get(name) ?? 0) + info.renderedLength);
      }
      bytesByFile.set(output.fileName, byPackage);
    }
  },
});

if (!process.argv.includes('--reuse') || !readManifests(dist)) {
  // As `npm run build` does: the back-office's build, then the live pages' (see vite.config.ts).
  for (const mode of ['production', 'live']) {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      plugins: [recordModuleSizes()],
    });
  }
}
const manifests = readManifests(dist);
if (!manifests) throw new Error(`no build manifests in ${dist}`);

const labels: Record<FirstVisit, string> = {
  login: 'back-office /login',
  home: 'back-office /activity/system',
  phone: 'phone /h5/:code',
  quizPhone: 'phone, online quiz',
  surveyPhone: 'phone, questionnaire / form',
  votePhone: 'phone, vote',
  interactivePhone: 'phone, interactive quiz',
  lotteryPhone: 'phone, lottery',
  gradePhone: 'phone, judge scoring audience',
  judgePhone: 'phone /h5/judge/:key',
  bigScreen: 'big screen /activity/voteScreen',
  interactiveScreen: 'big screen, interactive quiz',
  lotteryScreen: 'big screen, lottery',
  gradeScreen: 'big screen, judge scoring',
};
const column = (value: number | string, width = 8) =>
  (typeof value === 'number' ? value.toFixed(1) : value).padStart(width);

console.log(`${'first visit (KB)'.padEnd(32)}  files      raw     gzip   brotli  target (gzip)`);
for (const visit of Object.keys(firstVisits) as FirstVisit[]) {
  const files = firstVisitFiles(manifests[firstVisits[visit].entry], firstVisits[visit]);
  const size = wireSizes(dist, files, true);
  const over = kb(size.gzip) > targetGzipKb[visit] ? '  OVER' : '';
  const sizes = [kb(size.raw), kb(size.gzip), kb(size.brotli ?? 0)].map((v) => column(v)).join(' ');
  console.log(
    `${labels[visit].padEnd(32)} ${column(String(files.length), 6)} ${sizes} ${column(String(targetGzipKb[visit]))}${over}`,
  );
}

/** Which packages make up a first visit, by code before minification. */
const printPackages = (visit: FirstVisit) => {
  const byPackage = new Map<string, number>();
  for (const file of firstVisitFiles(manifests[firstVisits[visit].entry], firstVisits[visit])) {
    for (const [name, bytes] of bytesByFile.get(file) ?? []) byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
  // Rendered lengths are measured before minification, so the shares point at what dominates rather than weigh it.
  console.log(`\n${labels[visit]} by package (KB of code before minification, share)`);
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`  ${name.padEnd(40)} ${column(kb(bytes))} ${column((bytes / total) * 100, 5)} %`);
  }
};

if (bytesByFile.size > 0) {
  printPackages('login');
  printPackages('phone');
}
