// The last words of `npm test`: which suites needing an outside server (nginx, Caddy,
// PostgreSQL, Redis) ran, and which could not on this machine and how to enable them. vitest.config.ts
// leaves the latter out by the same detection (tests/support/outsideServers.ts), so a clone
// with only Node and npm passes and still says what it did not test.
import { outsideSuites } from '../tests/support/outsideServers.ts';

const suites = outsideSuites();
const notRun = suites.filter((s) => !s.found);
console.log('\nSuites that need an outside server:');
for (const s of suites)
  console.log(s.found ? `  ran:     ${s.name} (${s.found})` : `  not run: ${s.name} — ${s.missing}: ${s.enable}`);
if (notRun.length)
  console.log(
    `${notRun.length} of ${suites.length} not run here; .ci/run installs or starts what it can and runs them all.`,
  );
