import { createApi } from '~/lib/api';
import { $token, endSession } from './session';

/**
 * The API as this browser's merchant calls it: the stored token on every call, and a token the
 * server no longer accepts ends the session. Screens call `api.get('/api/…', { query })` and
 * `api.post('/api/…', { body })`; the compiler checks the path, the inputs and the answer.
 */
export const api = createApi({ token: () => $token.get(), rejected: endSession });
