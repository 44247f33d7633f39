import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { SiteDocument, SiteFacts } from '../../../../shared/siteDesign/document.ts';
import { renderSiteFiles, type SiteFile } from './renderSite.ts';
import type { RenderTask } from './renderTask.ts';

/**
 * Publishing's renders off the job runner's event loop, in the worker process: a site's pages
 * are one synchronous React render of 20–40 ms, and the runner has twelve jobs in flight, each a
 * chain of database round trips. Rendered on the loop, every other job's next step waited behind
 * whichever render was running: in a burst of 200 paid orders on PostgreSQL, job creation → its
 * first statement took p50/p99 459/2,667 ms; on a pool thread, 341/1,044 ms (docs/performance.md).
 * One thread per core but one (the loop keeps its own), at least one.
 *
 * Only a process that starts the pool uses it (worker/workerMain.ts). A runner beside the
 * requests (PGlite, development, the API tests) renders on its loop as before: a pool there would
 * start a thread per test file's module graph, each loading React and every catalog.
 */
const THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

let pool: Piscina<RenderTask, SiteFile[]> | undefined;

/** Renders this process's publishes on pool threads from now on; resolves once a thread has loaded the renderer. */
export async function startRenderPool(): Promise<void> {
  pool ??= new Piscina({
    filename: new URL('./renderTask.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: THREADS,
    // A thread loads React, the section views and every catalog (about half a second): it stays
    // between orders that come minutes apart. An idle thread does not keep the process alive.
    idleTimeout: 5 * 60_000,
  });
  await pool.run({ warm: true });
}

/** Every page × language of `doc` and the root `index.html` (renderSite.ts), on a pool thread once started. */
export const renderForPublish = (doc: SiteDocument, facts: SiteFacts): Promise<SiteFile[]> =>
  pool ? pool.run({ doc, facts }) : Promise.resolve(renderSiteFiles(doc, facts));
