import { runLighthouse } from './lighthouse.ts';
import { runAxe } from './axe.ts';
const base = 'http://localhost:4398';
for (const [label, fn] of [['lighthouse', runLighthouse], ['axe', runAxe]] as const) {
  const rows = await fn(base, '/usr/bin/chromium');
  console.log(`\n${label}`);
  for (const r of rows) if (label === 'lighthouse' || !r.ok) console.log(r.ok ? 'ok  ' : 'FAIL', r.name.padEnd(50), r.value);
  console.log(`${rows.filter((r) => r.ok).length}/${rows.length} ok`);
}
