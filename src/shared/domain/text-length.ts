// How a text field measures itself against its limit, the way the schemas do
// (`.trim().max(n)` in schemas/fields.ts): spaces around the text do not count.
export const countCharacters = (value: string) => value.trim().length;

/** From 80 % of its limit a field shows its counter: earlier, it would only be noise. */
export const isNearLimit = (count: number, max: number) => count >= Math.ceil(max * 0.8);
