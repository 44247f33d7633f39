/** The import rules `npm test` holds (docs/architecture.md explains each layer and its exceptions). */

/**
 * The rules for layers ranked top to bottom: no folder imports a rank above its own, and with
 * `sideways` the folders of one rank do not import each other. `to` adds to every rule's target
 * (the browser's layers let a type-only import run upward: it is erased at build).
 */
function layerRules(kind, ranks, { pathOf, nameOf = (p) => p, sideways = false, to = {} }) {
  return ranks.flatMap((rank, i) => {
    const above = ranks.slice(0, i).flat();
    if (above.length === 0) return [];
    const up = rank.map((p) => ({
      name: `${kind}-up:${p}`,
      comment: `${nameOf(p)} sits below ${above.map(nameOf).join(', ')}: it must not import them`,
      severity: 'error',
      from: { path: pathOf(p) },
      to: { path: above.map(pathOf), ...to },
    }));
    const across = rank.flatMap((p) => {
      const siblings = rank.filter((q) => q !== p);
      if (!sideways || siblings.length === 0) return [];
      return {
        name: `${kind}-sideways:${p}`,
        comment: `${nameOf(p)} and ${siblings.map(nameOf).join(', ')} share a rank: neither imports the other`,
        severity: 'error',
        from: { path: pathOf(p) },
        to: { path: siblings.map(pathOf), ...to },
      };
    });
    return [...up, ...across];
  });
}

/**
 * Server layers, top to bottom: an arrow may only run down. Folders on one rank must not import
 * each other unless a line below allows it.
 */
const server = 'src/server';
const serverRanks = [
  ['(main|app|static)\\.ts'],
  ['routes', 'worker'],
  ['console'],
  ['http'],
  ['sites'],
  ['orders'],
  ['domains'],
  // Games: the aggregator's catalogue, imported and searched; sites read it when they publish.
  ['games'],
  ['catalogue', 'contact'],
  ['edge'],
  // Invoices sit below orders, whose completing transaction issues them, and read users, orders and the ledger from db/ alone.
  ['invoices'],
  ['accounts'],
  // Mail: the outbox every service queues on (on the job queue and the database), the kinds, templates and renderer.
  ['mail'],
  ['core', 'jobs'],
  ['db'],
  ['data', 'platform'],
];
const serverPath = (p) => (p.endsWith('.ts') ? `^${server}/${p}$` : `^${server}/${p}/`);

/** Browser layers, top to bottom (pages compose, islands interact, stores share state, lib is leaves). */
const browserRanks = [['pages'], ['layouts'], ['components'], ['features'], ['ui'], ['stores'], ['lib']];

const upward = [
  ...layerRules('server', serverRanks, { pathOf: serverPath, sideways: true }),
  ...layerRules('browser', browserRanks, {
    pathOf: (p) => `^src/${p}/`,
    nameOf: (p) => `src/${p}`,
    to: { dependencyTypesNot: ['type-only'] },
  }),
];

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      comment:
        'A circle of imports that runs code: one of them belongs lower, or the shared part in a module of its own (a type-only import is erased and closes no circle)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-stands-alone',
      comment:
        'src/shared runs on both sides: it imports neither the server nor the browser code (a type-only import, erased at build, may name the routes the typed client is made from)',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|features|stores|lib|ui|components|layouts|pages)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-apart',
      comment:
        "A feature does not reach into another: what two share lives in src/ui or src/stores. Composition roots may: dialogs/DialogHost mounts every feature's dialogs, wizard/ChooseTheme mounts the launch mode of My sites; launching a further site is the next rule",
      severity: 'error',
      from: {
        path: '^src/features/([^/]+)/',
        pathNot: [
          '^src/features/sites/',
          '^src/features/dialogs/DialogHost\\.tsx$',
          '^src/features/wizard/ChooseTheme\\.tsx$',
        ],
      },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-apart:sites',
      comment: "Launching a package's further site runs the wizard's own steps (its design step and country list)",
      severity: 'error',
      from: { path: '^src/features/sites/' },
      to: { path: '^src/features/', pathNot: '^src/features/(sites|wizard|open-station)/' },
    },
    {
      name: 'browser-not-server',
      comment: 'Browser code never imports the server (types come through src/shared)',
      severity: 'error',
      from: { path: '^src/(features|stores|lib|ui|components|layouts|pages)/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
