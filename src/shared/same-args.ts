/**
 * Whether a task's arguments are the same as before, so that it does not ask again: primitives
 * by value (NaN too), arrays and plain objects part by part, anything else (an answer kept in an
 * array, a class instance) by identity. A client is a plain object of functions: another one
 * differs. Written here rather than taken from `@lit/task/deep-equals.js`, which also compares
 * maps, sets, dates and regular expressions that no argument holds, for about 280 bytes of gzip
 * on every page.
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

export function sameArgs(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameArgs(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameArgs(a[key], b[key]));
}
