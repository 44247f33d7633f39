import type { MailKind } from '../kinds.ts';
import { accountTemplates } from './account.ts';
import { paymentTemplates } from './payments.ts';
import { siteTemplates } from './sites.ts';
import { staffTemplates } from './staff.ts';
import { termTemplates } from './terms.ts';
import { withdrawalTemplates } from './withdrawals.ts';
import type { Templates } from './template.ts';

/** Every kind's template, typed by its data: a kind without one does not compile. */
export const templates: Templates<MailKind> = {
  ...accountTemplates,
  ...paymentTemplates,
  ...siteTemplates,
  ...staffTemplates,
  ...termTemplates,
  ...withdrawalTemplates,
};
