import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from './context.ts';
import { errorResponse } from './errors.ts';

type Step = MiddlewareHandler<AppEnv>;
type Answer = Response | undefined;

/**
 * A route's steps (the API's front, its own middleware, the validators, the handler) as one
 * Hono handler. Hono answers a path matched by exactly one handler on its light path: called
 * directly, and when the handler answers without a promise, written before the call returns.
 * Two or more matched handlers go through its `compose`: an async dispatch per step and one
 * around them all, which cost a health check more than the check itself (issue 26).
 *
 * The steps run as `compose` runs them: a step that answers (returns a Response) ends the chain
 * and its answer becomes `c.res`; a step that throws is answered there by `errorResponse`, as
 * Hono's error handler would, so the steps before it see an answer, not an exception. Unlike
 * `compose`, a chain whose steps all answer synchronously stays synchronous.
 */
export function fold(steps: readonly Step[]): Step {
  if (steps.length === 1) return steps[0]!;
  return (c, next) => run(c, steps, 0, next) as ReturnType<Step>;
}

function run(c: Context<AppEnv>, steps: readonly Step[], i: number, last: Next): Answer | Promise<Answer> {
  const step = steps[i];
  if (!step) return last() as Promise<undefined>;
  let answer: Answer | Promise<Answer>;
  try {
    // `next` answers as the rest of the chain does, synchronously when it can: every step here
    // awaits it or returns it, which both take either.
    answer = step(c, (() => run(c, steps, i + 1, last)) as Next) as Answer | Promise<Answer>;
  } catch (err) {
    return failed(c, err);
  }
  if (answer instanceof Promise) {
    return answer.then(
      (a) => kept(c, a),
      (err: unknown) => failed(c, err),
    );
  }
  return kept(c, answer);
}

function kept(c: Context<AppEnv>, answer: Answer): Answer {
  if (answer && !c.finalized) c.res = answer;
  return c.finalized ? c.res : answer;
}

function failed(c: Context<AppEnv>, err: unknown): Response {
  c.error = err as Error;
  c.res = errorResponse(err, c);
  return c.res;
}
