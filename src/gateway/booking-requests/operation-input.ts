/**
 * What a booking-request route was sent, read with its operation's own schemas
 * (src/api/booking-requests/operations.ts), the ones the client checks before sending: the path's
 * id and the query by the names the operation lists, or the JSON body beside what the path and
 * the headers hold. Whatever the schema refuses is a 400 naming the field (by its query name
 * for a GET), in its message and in a `google.rpc.BadRequest`, and so is a query name or a body
 * field the operation does not know.
 */
import { badRequest } from '../../api/bad-request.js';
import { describeIssues } from '../../api/issues.js';
import type { Operation } from '../../api/operation.js';
import { safeParse } from '../../api/schema.js';
import type * as z from '../../api/schema.js';
import { unknownFields } from '../access/policy.js';
import { FieldsRefused, GatewayFailure } from '../pipeline/failure.js';
import { queryInput, readJsonBody } from '../pipeline/request-input.js';
import type { Call } from './parts.js';

function refused(operation: Operation, issues: readonly z.Issue[]): GatewayFailure {
  return new FieldsRefused(`Invalid ${operation.name} request: ${describeIssues(issues)}.`, [badRequest(issues)]);
}

/** The path's id and the query (of a GET or a DELETE), read by the operation's schema. */
export function readQuery<Op extends Operation>(operation: Op, call: Call): z.output<Op['request']> {
  const names: [string, string][] = Object.entries(operation.query ?? {});
  const input = queryInput(new URL(call.request.url), call.id, new Map(names));
  const parsed = safeParse<Op['request']>(operation.request, input);
  if (parsed.success) return parsed.data;
  // Named as the caller wrote them: by their query names.
  const nameOf = new Map(names.map(([name, field]) => [field, name]));
  throw refused(
    operation,
    parsed.error.issues.map((issue) => {
      const [field, ...rest] = issue.path;
      return { ...issue, path: [nameOf.get(String(field)) ?? String(field), ...rest] };
    }),
  );
}

export interface BodyLimits {
  readonly maxBytes: number;
  readonly timeoutMs: number;
}

/**
 * The JSON body of a POST or a PATCH, with `beside` (what the request holds outside its body: the
 * path's id, the version of `If-Match`), read by its operation's schema. A body field the schema
 * does not read is unknown, and so is one that only `beside` may give.
 */
export async function readBody<Op extends Operation>(
  operation: Op,
  call: Call,
  limits: BodyLimits,
  beside: Readonly<Record<string, unknown>> = {},
): Promise<z.output<Op['request']>> {
  const input = await readJsonBody(call.request, limits.timeoutMs, limits.maxBytes);
  const parsed = safeParse<Op['request']>(operation.request, { ...input, ...beside });
  if (!parsed.success) throw refused(operation, parsed.error.issues);
  const unknown = [...Object.keys(input).filter((field) => Object.hasOwn(beside, field)), ...unknownFields(input, parsed.data)];
  if (unknown.length > 0) {
    const listed = unknown.slice(0, 3).map((field) => field.slice(0, 64));
    throw new GatewayFailure('INVALID_ARGUMENT', `Unknown field${unknown.length > 1 ? 's' : ''}: ${listed.join(', ')}.`);
  }
  return parsed.data;
}
