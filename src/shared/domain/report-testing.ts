// The report's tests: a seeded random source, so that a failing case can be run again.

/** Whole numbers below `max`, the same sequence for the same seed (an LCG: enough for tests). */
export function randomOf(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % max;
  };
}
