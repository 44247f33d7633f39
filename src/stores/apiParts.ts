// The transport pieces every browser client uses (stores/api.ts re-exports them).
export { ofetch, FetchError } from 'ofetch';
export { typedClient } from '~/shared/api/client';
export { ApiError } from '~/lib/apiError';
export { pageLocale } from '~/lib/clientStrings';
