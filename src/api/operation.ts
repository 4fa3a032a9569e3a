/**
 * An operation of the API described as data: how a request is checked and sent, and how its
 * response is read. The transport runs any operation; the client and the elements only name one.
 */
import type * as z from './schema.js';

export interface HttpRequest {
  /** Path below the base URL, starting with `/v1/`. */
  readonly path: string;
  /** snake_case query parameters of a GET. */
  readonly query?: Readonly<Record<string, string>>;
  /** JSON body of a POST. */
  readonly body?: unknown;
}

/** How requests are written for the service at hand (docs/api-notes.md, "What the production Swagger says"). */
export interface WireOptions {
  /**
   * A `google.type.Date` in a request: the spec's `"YYYY-MM-DD"` string, or the Swagger's
   * `{ year, month, day }` object, which a strict protobuf JSON gateway requires.
   */
  readonly dates: 'string' | 'object';
}

export interface Operation<Request extends z.Schema = z.Schema, Response extends z.Schema = z.Schema> {
  /** The client's name for it, such as `listReviews`; errors carry it. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly request: Request;
  readonly response: Response;
  readonly toHttp: (request: z.output<Request>, wire: WireOptions) => HttpRequest;
  /**
   * Other documented paths of the same operation, tried in turn when the service answers 404 to
   * the one before (the franchise lookup has two). Only for operations without identifiers in
   * the path, where a 404 can only mean that the path is not offered.
   */
  readonly alternatePaths?: readonly string[];
  /**
   * Whether a failed attempt may be sent again. False for calls with an effect, such as a sign
   * link, which creates a record each time.
   */
  readonly retryable: boolean;
}

export type RequestOf<Op extends Operation> = z.input<Op['request']>;
export type ResponseOf<Op extends Operation> = z.output<Op['response']>;

/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<Request extends z.Schema, Response extends z.Schema>(
  operation: Operation<Request, Response>,
): Operation<Request, Response> {
  return operation;
}

/** Puts a path parameter into a path, escaped: identifiers are opaque and may hold anything. */
export function pathParam(value: string): string {
  return encodeURIComponent(value);
}

/** A request written the other way, and what to call once the service has taken it. */
export interface OtherWay {
  readonly http: HttpRequest;
  readonly keep: () => void;
}

/**
 * How dates are written to a service, when its caller did not say (docs/api-notes.md): the
 * spec's `"2024-08-20"` first; a service that answers INVALID_ARGUMENT to a request holding
 * dates (a strict protobuf JSON gateway, as the production Swagger describes) is asked once more
 * with `{ year, month, day }`, and the way it took is kept for the next requests. A way the
 * caller chose is kept to.
 */
export function datesWay(chosen: WireOptions['dates'] | undefined) {
  let dates: WireOptions['dates'] = chosen ?? 'string';
  return {
    get wire(): WireOptions {
      return { dates };
    },
    /** `request` written the other way, when it holds dates and no way was chosen; else undefined. */
    otherWay<Op extends Operation>(operation: Op, request: Parameters<Op['toHttp']>[0]): OtherWay | undefined {
      if (chosen) return undefined;
      const other = dates === 'string' ? 'object' : 'string';
      const http = operation.toHttp(request, { dates: other });
      if (JSON.stringify(http) === JSON.stringify(operation.toHttp(request, { dates }))) return undefined;
      return { http, keep: () => (dates = other) };
    },
  };
}
