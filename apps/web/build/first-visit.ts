import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The HTML entries, each built on its own: the back-office (index.html) and the live pages (live.html). */
export const htmlEntries = ['index', 'live'] as const;
export type HtmlEntry = (typeof htmlEntries)[number];

/** One entry of an HTML entry's build manifest, keyed by source path, `<entry>.html` or `_<chunk>`. */
export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a first visit can land on, each with its HTML entry and the lazy page modules its route loads at once
 * (a back-office page loads its feature's texts and, in the shell, the shell too; a live phone loads live-page, then
 * its kind's page as soon as it knows the kind).
 */
export const firstVisits = {
  login: {
    path: '/login',
    entry: 'index',
    pages: ['src/features/auth/login-page.tsx', 'src/features/auth/messages.ts'],
  },
  home: {
    path: '/activity/system',
    entry: 'index',
    pages: ['src/layout/shell.tsx', 'src/features/content/home-page.tsx', 'src/features/content/messages.ts'],
  },
  phone: { path: '/h5/:code', entry: 'live', pages: ['src/live/kit/live-page.tsx'] },
  quizPhone: {
    path: '/h5/:code (online quiz)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/kit/live-screens.tsx', 'src/live/quiz/phone-flow.tsx'],
  },
  surveyPhone: {
    path: '/h5/:code (questionnaire, form)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/kit/live-screens.tsx', 'src/live/survey/phone-home.tsx'],
  },
  votePhone: {
    path: '/h5/:code (vote)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/kit/live-screens.tsx', 'src/live/vote/phone-home.tsx'],
  },
  interactivePhone: {
    path: '/h5/:code (interactive quiz)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/interactive/phone-game.tsx'],
  },
  lotteryPhone: {
    path: '/h5/:code (lottery)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/lottery/phone-lottery.tsx'],
  },
  gradePhone: {
    path: '/h5/:code (judge scoring audience)',
    entry: 'live',
    pages: ['src/live/kit/live-page.tsx', 'src/live/grade/phone-audience.tsx'],
  },
  judgePhone: { path: '/h5/judge/:key', entry: 'live', pages: ['src/live/grade/phone-judge.tsx'] },
  bigScreen: { path: '/activity/voteScreen', entry: 'live', pages: ['src/live/vote/screen-ranking.tsx'] },
  interactiveScreen: {
    path: '/screen/interactive/:code',
    entry: 'live',
    pages: ['src/live/interactive/screen-game.tsx'],
  },
  lotteryScreen: { path: '/screen/lottery/:code', entry: 'live', pages: ['src/live/lottery/screen-lottery.tsx'] },
  gradeScreen: { path: '/screen/grade/:code', entry: 'live', pages: ['src/live/grade/screen-grade.tsx'] },
} as const;
export type FirstVisit = keyof typeof firstVisits;

/**
 * The scripts and styles a first visit downloads before its page shows: the HTML entry and the route's lazy page,
 * each with everything it imports statically. Dynamic imports load later, on demand, so they are not followed.
 */
export const firstVisitFiles = (
  manifest: Manifest,
  { entry, pages }: { entry: HtmlEntry; pages: readonly string[] },
) => {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(`${entry}.html`);
  for (const page of pages) visit(page);
  return [...files].sort();
};

/** Where an entry's build writes its manifest, relative to dist. */
export const manifestFile = (entry: HtmlEntry) => `.vite/${entry}.manifest.json`;

const readManifest = (dist: string, entry: HtmlEntry): Manifest | null => {
  const file = path.join(dist, manifestFile(entry));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
};

/** Both entries' manifests, or null while either build is missing. */
export const readManifests = (dist: string): Record<HtmlEntry, Manifest> | null => {
  const index = readManifest(dist, 'index');
  const live = readManifest(dist, 'live');
  return index && live ? { index, live } : null;
};

export type Sizes = { raw: number; gzip: number; brotli?: number };

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** What the files weigh on the wire: gzip at level 9, and brotli at quality 11 when asked (slower). */
export const wireSizes = (dist: string, files: string[], withBrotli = false): Sizes => {
  const bodies = files.map((file) => readFileSync(path.join(dist, file)));
  const brotli = (body: Buffer) =>
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
  return {
    raw: sum(bodies.map((b) => b.length)),
    gzip: sum(bodies.map((b) => gzipSync(b, { level: constants.Z_BEST_COMPRESSION }).length)),
    ...(withBrotli ? { brotli: sum(bodies.map(brotli)) } : {}),
  };
};

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The targets, in KB of gzipped JavaScript a first visit downloads. */
export const targetGzipKb: Record<FirstVisit, number> = {
  login: 350,
  home: 350,
  phone: 170,
  quizPhone: 170,
  surveyPhone: 170,
  votePhone: 170,
  interactivePhone: 170,
  lotteryPhone: 170,
  gradePhone: 170,
  judgePhone: 170,
  bigScreen: 250,
  interactiveScreen: 250,
  lotteryScreen: 250,
  gradeScreen: 250,
};
