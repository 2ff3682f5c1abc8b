// The name of a copy ('Léa Style (copie)', issue 11), shortened when the original is at its
// limit: a copy must save again as it is, and a name over the limit would be refused by the
// very form the copy opens in.

export function getCopyName(
  name: string,
  maxLength: number,
  toCopyName: (name: string) => string,
): string {
  const room = Math.max(0, maxLength - toCopyName('').length);
  let base = name.trim();
  if (base.length > room) {
    base = base.slice(0, room);
    // Never keep half of a character written with two UTF-16 units (an emoji).
    if (/[\uD800-\uDBFF]$/.test(base)) base = base.slice(0, -1);
  }
  return toCopyName(base.trimEnd());
}
