/**
 * How an element's requests are made, for the base class (booking-element.ts): the settings of
 * one request (`call`), the settings of a task of requests (`requestTask`), and the client an
 * element makes from its `base-url` and `api-key` attributes.
 */
import { initialState, type TaskConfig } from '@lit/task';
import { createTransport, type Transport } from '../api/transport.js';
import { sameArgs } from './same-args.js';

/** How `call` sends a request: its signal and headers, and whether a failure is an error or a warning. */
export interface CallSettings {
  readonly signal?: AbortSignal;
  /** Headers of this request only, such as a customer token. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * `error` (default): a failure is a `booking-error`, which the element shows. `warning`: a
   * `booking-warning`, for a request whose failure the element gets past (a count, a prefetch).
   */
  readonly failure?: 'error' | 'warning';
}

/** A task of requests: what it depends on (compared by value), and the work, given those and a signal. */
export interface RequestTaskConfig<Args extends readonly unknown[], Result> {
  readonly args: () => Args;
  readonly task: (args: Args, options: { signal: AbortSignal }) => Promise<Result | typeof initialState>;
  readonly onComplete?: (value: Result) => void;
  readonly onError?: (error: unknown) => void;
  readonly autoRun?: boolean;
}

/** What a task of requests depends on besides its own arguments: the client, and whether the attributes are right. */
export type RequestTaskArgs<Args extends readonly unknown[]> = readonly [Args, Transport, boolean];

/**
 * The Lit task of `config`: it runs again when its arguments change by value (a new query object
 * with the same values does not), when the client changes, and when the attributes become right;
 * while they are wrong it sends nothing and stays initial.
 */
export function requestTaskConfig<const Args extends readonly unknown[], Result>(
  config: RequestTaskConfig<Args, Result>,
  client: () => Transport,
  configured: () => boolean,
): TaskConfig<RequestTaskArgs<Args>, Result> {
  return {
    ...config,
    args: () => [config.args(), client(), configured()] as const,
    argsEqual: sameArgs,
    task: ([args, , ready], options) => (ready ? config.task(args, options) : Promise.resolve(initialState)),
  };
}

/**
 * The client an element makes from its attributes, made again only when they change (a new
 * client empties what the old one kept). `fetch` is the element's own, when it has one.
 */
export function clientCache(fetch: () => typeof globalThis.fetch | undefined): (baseUrl: string, apiKey: string) => Transport {
  let made: { key: string; client: Transport } | undefined;
  return (baseUrl, apiKey) => {
    const key = `${baseUrl}\n${apiKey}`;
    if (made?.key !== key) {
      // With a key, the script-tag entry started no request early: its requests carry none.
      const own = fetch();
      const options = apiKey ? { apiKey } : own && { fetch: own };
      made = { key, client: createTransport({ baseUrl, ...options }) };
    }
    return made.client;
  };
}
