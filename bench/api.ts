// API throughput against the real server: countries-list (database) next to /api/health
// (no database) in the same run, so the ratio says what the data path costs.
import autocannon from 'autocannon';
import type { Row } from './row.ts';

async function load(url: string, seconds: number) {
  const r = await autocannon({ url, connections: 10, duration: seconds, headers: { 'accept-language': 'vi' } });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function benchApi(baseUrl: string, seconds = 5): Promise<Row[]> {
  await load(`${baseUrl}/api/opening-station/countries-list`, 1); // warm-up
  const health = await load(`${baseUrl}/api/health`, seconds);
  const countries = await load(`${baseUrl}/api/opening-station/countries-list`, seconds);
  const ratio = countries.rps / health.rps;
  return [
    {
      name: 'GET /api/health',
      value: `${Math.round(health.rps)} req/s, p99 ${health.p99} ms`,
      ok: health.errors === 0,
    },
    {
      name: 'GET /api/opening-station/countries-list',
      value: `${Math.round(countries.rps)} req/s, p99 ${countries.p99} ms`,
      ok: countries.errors === 0,
    },
    {
      name: 'countries-list / health throughput',
      value: ratio.toFixed(2),
      budget: 'reported',
      ok: countries.errors === 0,
    },
  ];
}
