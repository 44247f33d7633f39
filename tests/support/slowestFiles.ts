import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that ends a run with its slowest test files: where the wall time of
 * `npm run test:fast` and `.ci/run` goes (docs/performance.md keeps a dated copy). Import is
 * the file's own imports and collection; tests is its tests and hooks (opening its database
 * included). `SLOWEST_FILES=n` sets how many are listed (10 by default).
 */
export default class SlowestFiles implements Reporter {
  private readonly modules: TestModule[] = [];

  onTestModuleEnd(module: TestModule): void {
    this.modules.push(module);
  }

  onTestRunEnd(): void {
    const count = Number(process.env['SLOWEST_FILES'] ?? 10);
    if (!count || this.modules.length === 0) return;
    const rows = this.modules
      .map((m) => {
        const d = m.diagnostic();
        return {
          name: `${m.project.name} ${m.relativeModuleId}`,
          importMs: d.collectDuration,
          testsMs: d.duration,
          totalMs: d.collectDuration + d.duration + d.setupDuration + d.environmentSetupDuration,
        };
      })
      .sort((a, b) => b.totalMs - a.totalMs);
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const width = Math.max(...rows.slice(0, count).map((r) => r.name.length));
    console.log(`\nSlowest test files (of ${rows.length}): total, import, tests`);
    for (const r of rows.slice(0, count)) {
      console.log(`  ${r.name.padEnd(width)} ${s(r.totalMs)} ${s(r.importMs)} ${s(r.testsMs)}`);
    }
    const sum = (k: 'importMs' | 'totalMs') => rows.reduce((n, r) => n + r[k], 0);
    console.log(`  all files: ${s(sum('totalMs')).trim()} in files, of which ${s(sum('importMs')).trim()} importing`);
  }
}
