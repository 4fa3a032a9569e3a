/** google.rpc.Status bodies with their HTTP statuses (docs/api-notes.md), and the failures operations report. */
import { grpcCodes, httpStatusOf, statusBody, type GrpcCode } from '../src/api/status.js';

export type GrpcCodeName = GrpcCode;

export function isGrpcCodeName(name: string): name is GrpcCodeName {
  return name !== 'OK' && grpcCodes.some((code) => code === name);
}

/** A failure an operation reports to its caller; the handler turns it into an error response. */
export class ApiFailure extends Error {
  constructor(
    readonly code: GrpcCodeName,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const invalidArgument = (message: string) => new ApiFailure('INVALID_ARGUMENT', message);
export const notFound = (message: string) => new ApiFailure('NOT_FOUND', message);
export const permissionDenied = (message: string) => new ApiFailure('PERMISSION_DENIED', message);

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * An error response. `legacy` answers the shape of older gateways, `{ error, code, message }`,
 * instead of google.rpc.Status.
 */
export function errorResponse(code: GrpcCodeName, message: string, options: { legacy?: boolean; status?: number } = {}): Response {
  const status = options.status ?? httpStatusOf(code);
  const body = options.legacy ? { error: message, code: grpcCodes.indexOf(code), message } : statusBody(code, message);
  return jsonResponse(body, status);
}
