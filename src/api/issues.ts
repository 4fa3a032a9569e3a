/** Turns schema issues into one readable sentence that names the fields at fault. */
import type * as z from './schema.js';

type Issue = z.Issue;

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** Our readers word their own messages ("expected a string"); zod's structural ones are terse. */
function describeIssue(issue: Issue): string {
  return issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
}

/** `"reviews[3].score: must be at most 5; nextPageToken: expected string"` (first three). */
export function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = formatPath(issue.path);
    return path ? `${path}: ${describeIssue(issue)}` : describeIssue(issue);
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

/** A field a request was refused for, as `google.rpc.BadRequest` names it: `customer.email`, and why. */
export interface FieldViolation {
  readonly field: string;
  readonly description: string;
}

/** The `@type` of a `google.rpc.BadRequest` detail (AIP-193): the fields a `400` refused, one by one. */
const badRequestType = 'type.googleapis.com/google.rpc.BadRequest';

/** The detail of a refusal that names each field, for a page to point at it (the gateway's `400`). */
export function badRequest(issues: readonly Issue[]): { readonly '@type': string; readonly fieldViolations: FieldViolation[] } {
  return {
    '@type': badRequestType,
    fieldViolations: issues.map((issue) => ({ field: formatPath(issue.path), description: describeIssue(issue) })),
  };
}

/**
 * The fields a refusal names (`customer.email`), from its details: the gateway's
 * `google.rpc.BadRequest`, or the issues the client itself found before sending.
 */
export function refusedFields(details: readonly unknown[]): string[] {
  return details.flatMap((detail) => {
    if (typeof detail !== 'object' || detail === null) return [];
    const { '@type': type, fieldViolations, path } = detail as { '@type'?: unknown; fieldViolations?: unknown; path?: unknown };
    if (type === badRequestType && Array.isArray(fieldViolations)) {
      return fieldViolations.flatMap((violation: { field?: unknown } | null) =>
        typeof violation?.field === 'string' ? [violation.field] : [],
      );
    }
    return Array.isArray(path) ? [formatPath(path)] : [];
  });
}
