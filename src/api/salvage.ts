/**
 * Reading an answer so that one bad part does not sink the rest: a list never holds more items
 * than the request's page size (or `maxListItems`), and an item the schema rejects is left out
 * and reported, not allowed to reject the whole page.
 */
import * as z from './schema.js';
import { describeIssues } from './issues.js';

/** A part of an answer that was left out; the rest of the answer was used. */
export interface ResponseProblem {
  /** The client's name of the operation, such as `listReviews`. */
  readonly operation: string;
  readonly message: string;
}

/** The most items any list of an answer may hold: more would only freeze the page. */
export const maxListItems = 1000;

// Each round leaves out every item an issue points into; nested lists may need a second look.
const rounds = 3;

type Issue = z.Issue;
type Json = Record<PropertyKey, unknown>;

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Cuts every list of `body` to its limit, in place: top-level lists of a page to its size. */
function trimLists(body: unknown, pageSize: number | undefined, report: (message: string) => void): void {
  if (!isContainer(body)) return;
  const pending: [Json, string, number][] = [[body, '', 0]];
  while (pending.length > 0) {
    const [value, path, depth] = pending.pop()!;
    if (Array.isArray(value)) {
      const limit = depth === 1 && pageSize !== undefined ? Math.min(pageSize, maxListItems) : maxListItems;
      if (value.length > limit) {
        report(`${path} held ${value.length} items; only the first ${limit} were read.`);
        value.length = limit;
      }
      value.forEach((item, index) => {
        if (isContainer(item)) pending.push([item, `${path}[${index}]`, depth + 1]);
      });
    } else {
      for (const [key, item] of Object.entries(value as Json)) {
        if (isContainer(item)) pending.push([item, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
}

/** The innermost list item an issue lies in: its list and its index, or undefined. */
function itemOf(body: unknown, path: readonly PropertyKey[]): { list: unknown[]; index: number } | undefined {
  let found: { list: unknown[]; index: number } | undefined;
  let value: unknown = body;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') found = { list: value, index: key };
    value = isContainer(value) ? value[key] : undefined;
  }
  return found;
}

export function salvage(
  schema: z.Schema,
  body: unknown,
  context: { operation: string; pageSize: number | undefined; report: (problem: ResponseProblem) => void },
): { success: true; data: unknown } | { success: false; issues: readonly Issue[] } {
  const report = (message: string) => context.report({ operation: context.operation, message });
  trimLists(body, context.pageSize, report);
  for (let round = 0; ; round += 1) {
    const parsed = z.safeParse(schema, body);
    if (parsed.success) return { success: true, data: parsed.data };
    const { issues } = parsed.error;
    const items = issues.map((issue) => itemOf(body, issue.path));
    if (round === rounds || items.some((item) => item === undefined)) return { success: false, issues };
    const removals = new Map<unknown[], Set<number>>();
    items.forEach((item, position) => {
      const { list, index } = item!;
      const indexes = removals.get(list) ?? new Set();
      if (!indexes.has(index)) report(`Left out an item that could not be read: ${describeIssues([issues[position]!])}.`);
      removals.set(list, indexes.add(index));
    });
    for (const [list, indexes] of removals) {
      for (const index of [...indexes].sort((a, b) => b - a)) list.splice(index, 1);
    }
  }
}
