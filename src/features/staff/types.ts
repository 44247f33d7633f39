/**
 * The staff console's shapes, from the API's own declarations (src/shared/schemas/answers/staff.ts
 * through the typed client): the screens and the server cannot drift apart.
 */
import type { AnswerOf, BodyOf } from '~/shared/api/client';

export type StaffMember = AnswerOf<'/api/staff/me', 'get'>;
export type StaffRole = StaffMember['role'];
export type LoginNext = AnswerOf<'/api/staff/login', 'post'>;
export type LoginDone = AnswerOf<'/api/staff/login/code', 'post'>;
export type Today = AnswerOf<'/api/staff/today', 'get'>;
export type QueueName = Today['queues'][number]['name'];
export type ReviewItem = AnswerOf<'/api/staff/review', 'get'>['list'][number];
export type ResolveInput = BodyOf<'/api/staff/review/resolve', 'post'>;
export type ResolveAction = ResolveInput['action'];
export type AuditEntry = AnswerOf<'/api/staff/audit', 'get'>['list'][number];
export type StaffRow = AnswerOf<'/api/staff/staff', 'get'>['list'][number];
export type MerchantSummary = AnswerOf<'/api/staff/merchants', 'get'>['list'][number];
export type MerchantDetail = AnswerOf<'/api/staff/merchant', 'get'>;
export type MerchantSite = MerchantDetail['sites'][number];
export type OrderTimeline = AnswerOf<'/api/staff/order', 'get'>;
export type TimelineKind = OrderTimeline['entries'][number]['kind'];
export type ContactMessage = AnswerOf<'/api/staff/contact', 'get'>['list'][number];
export type AffiliateApplication = AnswerOf<'/api/staff/affiliates', 'get'>['list'][number];
export type AffiliateStatus = AffiliateApplication['status'];
export type CataloguePackage = AnswerOf<'/api/staff/catalogue/packages', 'get'>['list'][number];
export type Market = AnswerOf<'/api/opening-station/countries-list', 'get'>[number];

/** Why the platform held a payment for review; each has its words (`staff.reason.<code>`). */
export const reviewReasons = [
  'unreadable',
  'amount_invalid',
  'unmatched',
  'currency_mismatch',
  'method_mismatch',
  'sandbox_disabled',
] as const;

export interface AuditFilters {
  staff: string;
  action: string;
  target: string;
  from: string;
  to: string;
}
