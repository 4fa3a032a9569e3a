/**
 * The fields a refusal names one by one, as `google.rpc.BadRequest` carries them (AIP-193): the
 * gateway writes it into a `400`, and the flow's sending module reads it to send the customer back
 * to the field to mend. A module of its own, so that only that module carries the reading.
 */
import { describeIssue, formatPath } from './issues.js';
import type * as z from './schema.js';

type Issue = z.Issue;

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
