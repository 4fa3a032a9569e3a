/**
 * An operation of the API described as data, once: its name, method, path (and the other
 * documented paths), query names, how a request is checked and how its response is read. The
 * transport sends any operation from it, the client's methods are made from the list of them, and
 * the gateway routes each where it says.
 */
import { withId } from './paths.js';
import type * as z from './schema.js';

export interface HttpRequest {
  /** Path below the base URL, starting with `/v1/`. */
  readonly path: string;
  /** snake_case query parameters of a GET. */
  readonly query?: Readonly<Record<string, string>>;
  /** JSON body of a POST or a PATCH. */
  readonly body?: unknown;
  /** Headers the operation itself sends, such as a PATCH's `If-Match`. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The methods operations use: the API's reads and calls, and the booking requests' change (PATCH) and erasure (DELETE). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** How requests are written for the service at hand (docs/api-notes.md, "What the production Swagger says"). */
export interface WireOptions {
  /**
   * A `google.type.Date` in a request: the spec's `"YYYY-MM-DD"` string, or the Swagger's
   * `{ year, month, day }` object, which a strict protobuf JSON gateway requires.
   */
  readonly dates: 'string' | 'object';
}

/** What an operation is, as its module declares it. */
export interface OperationDefinition<
  Name extends string = string,
  Request extends z.Schema = z.Schema,
  Response extends z.Schema = z.Schema,
> {
  /** The client's name for it, such as `listReviews`: its method of the client; errors carry it. */
  readonly name: Name;
  readonly method: HttpMethod;
  /** The spec's path; `:id` stands for the request's `id`, escaped (identifiers are opaque and may hold anything). */
  readonly path: string;
  /**
   * Other documented paths of the same operation, tried in turn when the service answers 404 to
   * the one before (the franchise lookup has two). Only for operations without identifiers in
   * the path, where a 404 can only mean that the path is not offered.
   */
  readonly alternatePaths?: readonly string[];
  /** A GET's query parameters by their snake_case name, each with the request field it is read from (left out when undefined). */
  readonly query?: Readonly<Record<string, keyof z.output<Request> & string>>;
  /**
   * For a POST body that holds dates (`YYYY-MM-DD` in the request): the body with them written
   * `{ year, month, day }`, for a service that takes them so. Made by `datesAsObjects` (wire-dates.ts)
   * from their field names, so that only the operations with dates carry the code that writes them.
   */
  readonly writeDates?: (body: object) => unknown;
  /**
   * The body and headers of a PATCH or a POST from its request, for an operation whose request holds
   * more than its body (the `id` of its path, the version its `If-Match` names). Without it the body
   * is the request.
   */
  readonly toBody?: (request: z.output<Request>) => { readonly body: unknown; readonly headers: Readonly<Record<string, string>> };
  readonly request: Request;
  readonly response: Response;
  /**
   * Whether a failed attempt may be sent again. False for calls with an effect, such as a sign
   * link, which creates a record each time.
   */
  readonly retryable: boolean;
}

export interface Operation<Name extends string = string, Request extends z.Schema = z.Schema, Response extends z.Schema = z.Schema>
  extends OperationDefinition<Name, Request, Response> {
  /** The request as it is sent: path, query and body, dates written the way `wire` says. */
  readonly toHttp: (request: z.output<Request>, wire: WireOptions) => HttpRequest;
}

export type RequestOf<Op extends Operation> = z.input<Op['request']>;
export type ResponseOf<Op extends Operation> = z.output<Op['response']>;

/** The request of a definition on the wire. Field names come from the definition, never from outside. */
function httpOf(definition: OperationDefinition, request: object, wire: WireOptions): HttpRequest {
  const fields = request as Readonly<Record<string, unknown>>;
  const path = withId(definition.path, String(fields['id']));
  if (definition.method === 'GET') {
    const names = Object.entries(definition.query ?? {}).filter(([, field]) => fields[field] !== undefined);
    return names.length ? { path, query: Object.fromEntries(names.map(([name, field]) => [name, String(fields[field])])) } : { path };
  }
  if (definition.toBody) return { path, ...definition.toBody(request) };
  const { writeDates } = definition;
  return { path, body: writeDates && wire.dates === 'object' ? writeDates(request) : request };
}

/* @__NO_SIDE_EFFECTS__ */
export function defineOperation<const Name extends string, Request extends z.Schema, Response extends z.Schema>(
  definition: OperationDefinition<Name, Request, Response>,
): Operation<Name, Request, Response> {
  return { ...definition, toHttp: (request, wire) => httpOf(definition, request as object, wire) };
}

/** One request as it goes out, its dates written the way the service takes them. */
export interface DatedRequest {
  /** The request as it is to be sent now. */
  readonly http: HttpRequest;
  /**
   * After the service refused it as INVALID_ARGUMENT, writes it the other way: true when it did,
   * to be sent once more at once; false when there is no other way (no dates, a way the caller
   * chose, or the other way was tried already).
   */
  switchWay(): boolean;
  /** After the service took it, keeps the way it was written for the next requests. */
  keepWay(): void;
}

/**
 * How dates are written to a service, for the client and the gateway alike, when its caller did
 * not say (docs/api-notes.md): the spec's `"2024-08-20"` first; a service that answers
 * INVALID_ARGUMENT to a request holding dates (a strict protobuf JSON gateway, as the production
 * Swagger describes) is asked once more with `{ year, month, day }`, and the way it took is kept
 * for the next requests. A way the caller chose is kept to.
 */
export function datesWay(chosen: WireOptions['dates'] | undefined) {
  let dates: WireOptions['dates'] = chosen ?? 'string';
  return {
    request<Op extends Operation>(operation: Op, request: Parameters<Op['toHttp']>[0]): DatedRequest {
      let way = dates;
      let http = operation.toHttp(request, { dates: way });
      let tried = Boolean(chosen);
      return {
        get http() {
          return http;
        },
        switchWay() {
          if (tried) return false;
          tried = true;
          const other = way === 'string' ? 'object' : 'string';
          const otherHttp = operation.toHttp(request, { dates: other });
          if (JSON.stringify(otherHttp) === JSON.stringify(http)) return false;
          way = other;
          http = otherHttp;
          return true;
        },
        keepWay() {
          dates = way;
        },
      };
    },
  };
}
