/** gRPC status codes, google.rpc.Status bodies and their HTTP statuses (API-NOTES.md). */

export const grpcCodes = {
  OK: 0,
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
} as const;

export type GrpcCodeName = keyof typeof grpcCodes;

/** The HTTP status a gRPC-JSON gateway answers for each code. */
const httpStatusByCode: Record<GrpcCodeName, number> = {
  OK: 200,
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export function isGrpcCodeName(name: string): name is GrpcCodeName {
  return Object.hasOwn(grpcCodes, name);
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
  const status = options.status ?? httpStatusByCode[code];
  const body = options.legacy
    ? { error: message, code: grpcCodes[code], message }
    : { code: grpcCodes[code], message, details: [] };
  return jsonResponse(body, status);
}
