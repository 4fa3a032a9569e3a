/** Sets kept as immutable state: a new set for each change, so that Lit sees it. */

/** `set` with `item` added, or removed when it was there. */
export function toggled<Item>(set: ReadonlySet<Item>, item: Item): Set<Item> {
  const next = new Set(set);
  if (!next.delete(item)) next.add(item);
  return next;
}
