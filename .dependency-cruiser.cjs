// The layers of the code, checked by `npm run lint` (docs/architecture.md, "Layers").
// A folder's `index.ts` is what it exports for other folders; everything else in it is its own business.
const server = '^apps/server/src/';
const web = '^apps/web/src/';
const testFile = '\\.(test|factory)\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is what every domain uses; it knows no domain, so it imports no module.',
      severity: 'error',
      from: { path: `${server}platform/` },
      to: { path: `${server}modules/` },
    },
    {
      name: 'module-through-its-index',
      comment: "A module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/`, pathNot: testFile },
      to: {
        path: `${server}modules/([^/]+)/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'module-test-through-index-or-factory',
      comment: "A module's tests and factories may also build another module's data with its factories.",
      severity: 'error',
      from: { path: [`${server}modules/([^/]+)/.*${testFile}`] },
      to: {
        path: `${server}modules/([^/]+)/`,
        pathNot: [
          `${server}modules/$1/`,
          `${server}modules/[^/]+/index\\.ts$`,
          `${server}modules/[^/]+/.*\\.factory\\.ts$`,
        ],
      },
    },
    {
      name: 'registry-is-for-the-app',
      comment: 'The registry imports every module; a module importing it back makes a cycle.',
      severity: 'error',
      from: { path: `${server}modules/` },
      to: { path: `${server}modules/registry\\.ts$` },
    },
    {
      name: 'web-knows-no-server',
      comment: 'The web app talks to the server only through the contract and the API.',
      severity: 'error',
      from: { path: web },
      to: { path: '^apps/server/' },
    },
    {
      name: 'feature-stays-in-its-folder',
      comment: 'A feature never imports another feature; shared pieces move to components/ or lib/.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/([^/]+)/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'live-knows-no-back-office-feature',
      comment: 'A back-office feature may show a live piece, never the other way round.',
      severity: 'error',
      from: { path: `${web}live/` },
      to: { path: `${web}features/` },
    },
    {
      name: 'feature-uses-live-through-its-index',
      comment: "A back-office feature uses a live folder only through that folder's index.ts.",
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}live/`, pathNot: `${web}live/[^/]+/index\\.tsx?$` },
    },
    {
      name: 'live-kind-stays-in-its-folder',
      comment: "A live kind uses the kit, and another kind through that kind's index.ts or by loading a page lazily.",
      severity: 'error',
      from: { path: `${web}live/([^/]+)/`, pathNot: `${web}live/kit/` },
      to: {
        path: `${web}live/([^/]+)/`,
        pathNot: [`${web}live/$1/`, `${web}live/kit/`, `${web}live/[^/]+/index\\.tsx?$`],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'kit-loads-kinds-lazily',
      comment: "The kit serves every kind: it loads a kind's pages lazily and imports nothing else of it.",
      severity: 'error',
      from: { path: `${web}live/kit/` },
      to: { path: `${web}live/(?!kit/)[^/]+/`, dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
  },
};
