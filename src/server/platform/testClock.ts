/**
 * The browser tests' clock (TEST_CLOCK, NODE_ENV=test only): the real time plus an offset a test
 * moves forward (POST /__e2e/clock), so a site's term can end, lapse and be suspended in a
 * Chromium test. The process's requests and its worker read the same clock.
 */
export interface MovableClock {
  now: () => Date;
  advance: (ms: number) => Date;
}

export function movableClock(): MovableClock {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += ms;
      return now();
    },
  };
}
