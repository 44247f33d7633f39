// `npm run test:fast`: lint, then the type check beside the unit and API (PGlite) tests, and how long
// each part took. No build and no outside servers (`npm test` has both). The type check's output is
// held until it ends, so the tests' own output stays readable.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

type Part = { name: string; cmd: string[]; env?: Record<string, string>; quiet?: boolean };
type Done = { name: string; ok: boolean; seconds: number };

function run(part: Part): Promise<Done> {
  const start = performance.now();
  const [cmd, ...args] = part.cmd;
  const child = spawn(cmd!, args, {
    stdio: part.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...part.env },
  });
  let held = '';
  child.stdout?.on('data', (d) => (held += d));
  child.stderr?.on('data', (d) => (held += d));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = (performance.now() - start) / 1000;
      if (part.quiet)
        process.stdout.write(code === 0 ? `\n${part.name}: ${held.trim().split('\n').slice(-4).join(' ')}\n` : held);
      resolve({ name: part.name, ok: code === 0, seconds });
    }),
  );
}

const npx = (...args: string[]) => ['npx', '--no-install', ...args];
const started = performance.now();
const load = loadavg()[0]!.toFixed(1);

const biome = await run({ name: 'lint (biome check .)', cmd: npx('biome', 'check', '.') });
const imports = await run({
  name: 'import rules (dependency-cruiser)',
  cmd: npx('depcruise', 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'),
  quiet: true,
});
const lint = { ...biome, ok: biome.ok && imports.ok };
const rest = lint.ok
  ? await Promise.all([
      run({ name: 'types (npm run check: .astro, then tsc)', cmd: ['npm', 'run', '--silent', 'check'], quiet: true }),
      run({
        name: 'unit + API on PGlite (vitest)',
        cmd: npx(
          'vitest',
          'run',
          '--project',
          'unit',
          '--project',
          'api',
          '--reporter=default',
          '--reporter=./tests/support/slowestFiles.ts',
        ),
        env: { TEST_FAST: '1' },
      }),
    ])
  : [];

const all = [biome, imports, ...rest];
const total = (performance.now() - started) / 1000;
console.log(`\ntest:fast (load average ${load} at the start, ${loadavg()[0]!.toFixed(1)} at the end):`);
for (const d of all)
  console.log(`  ${d.ok ? 'ok  ' : 'FAIL'} ${d.name.padEnd(44)} ${d.seconds.toFixed(0).padStart(4)} s`);
console.log(`  total ${total.toFixed(0)} s (types and tests run side by side)`);
console.log(
  '  Not run here: the build, the browser suites, the outside-server suites and the server-process suites (npm test).',
);
process.exit(all.every((d) => d.ok) && lint.ok ? 0 : 1);
