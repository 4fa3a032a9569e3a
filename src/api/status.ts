/**
 * gRPC status codes and the HTTP status a gRPC-JSON gateway answers for each (docs/api-notes.md, "Status codes and their HTTP mapping").
 * The client reads them; the gateway and the reference API write them.
 */

/** gRPC status names, indexed by their number. */
export const grpcCodes = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

export type GrpcCode = Exclude<(typeof grpcCodes)[number], 'OK'>;

const httpStatusByCode: Readonly<Record<GrpcCode, number>> = {
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

/** The HTTP status that carries a code. */
export function httpStatusOf(code: GrpcCode): number {
  return httpStatusByCode[code];
}

/** A `google.rpc.Status` body. */
export interface StatusBody {
  readonly code: number;
  readonly message: string;
  readonly details: readonly unknown[];
}

export function statusBody(code: GrpcCode, message: string, details: readonly unknown[] = []): StatusBody {
  return { code: grpcCodes.indexOf(code), message, details };
}
