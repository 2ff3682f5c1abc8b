/**
 * Issue 28, decision 0048: 'Garder mes modifications' after a conflict. The form knows three
 * sets of values: what it loaded (base), what the person has now (mine) and the record as the
 * server has it now (theirs). A field the person changed keeps theirs out; any other field
 * takes theirs, so nobody's change is lost unless both changed the same field (then mine wins:
 * the person asked to keep their changes). A list (contacts, deliverables, costs) is one value:
 * merging inside it would make lines neither side ever saw.
 */

type Values = Record<string, unknown>;

/** Deep equality of form values: plain objects, arrays and primitives. */
export function isSameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => isSameValue(item, right[index]))
    );
  }
  if (!isPlainObject(left) || !isPlainObject(right)) return false;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => isSameValue(left[key], right[key]));
}

const isPlainObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldsOf = (...sets: Values[]) => [...new Set(sets.flatMap((set) => Object.keys(set)))];

/** Theirs, with every top-level field the person changed since `base` taken from `mine`. */
export function mergeThreeWay<T extends Values>(base: Values, mine: T, theirs: T): T {
  const merged: Values = { ...theirs };
  for (const field of fieldsOf(base, mine, theirs)) {
    if (!isSameValue(mine[field], base[field])) merged[field] = mine[field];
  }
  return merged as T;
}

/** The top-level fields whose values differ between two sets, in the order of `mine`. */
export function findDifferingFields(mine: Values, theirs: Values): string[] {
  return fieldsOf(mine, theirs).filter((field) => !isSameValue(mine[field], theirs[field]));
}
