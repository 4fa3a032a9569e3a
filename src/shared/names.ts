/**
 * Names a host gives to ids (groomers, branches), as a Map or a plain object of id to name. The
 * ids come from the API: one is never read as a property a plain object inherits.
 */

/** Names given by the host, as a Map or a plain object of id to name. */
export type Names = ReadonlyMap<string, string> | Readonly<Record<string, string>>;

/** The name of an id in `names`; an id is never read as a property a plain object inherits. */
export function nameIn(names: Names | undefined, id: string): string | undefined {
  if (!names) return undefined;
  if (names instanceof Map) return names.get(id);
  const record = names as Readonly<Record<string, string>>;
  return Object.hasOwn(record, id) && typeof record[id] === 'string' ? record[id] : undefined;
}
