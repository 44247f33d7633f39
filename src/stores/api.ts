import { createApi } from '~/lib/api';
import { $token, endSession } from './session';

/**
 * The API as this browser's merchant calls it: the stored token on every call, and a token the
 * server no longer accepts ends the session. Screens call `api.get('/api/…', { query })` and
 * `api.post('/api/…', { body })`; the compiler checks the path, the inputs and the answer.
 */
export const api = createApi({ token: () => $token.get(), rejected: endSession });

/**
 * What the staff console's own client (features/staff/staffApi.ts) builds on, taken from here so
 * that its pages and the account screens share one chunk of these modules: imported apart, the
 * bundler split them into several and the account screens' first load passed its 100 KB budget.
 */
export { ApiError, FetchError, ofetch, pageLocale, typedClient } from './apiParts';
export { codeOf } from '~/lib/apiError';
