// A task of the publish renderer's pool (renderPool.ts): a document and its facts → the site's
// files, on a pool thread. `warm` only loads this module and what it imports.
import type { SiteDocument, SiteFacts } from '../../../../shared/siteDesign/document.ts';
import { renderSiteFiles, type SiteFile } from './renderSite.ts';

export type RenderTask = { doc: SiteDocument; facts: SiteFacts } | { warm: true };

export default function renderTask(task: RenderTask): SiteFile[] {
  return 'warm' in task ? [] : renderSiteFiles(task.doc, task.facts);
}
