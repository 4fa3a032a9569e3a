/** `createClient()`: one typed method per operation of the four modules, named after it. */
import type { RequestOf, ResponseOf } from './operation.js';
import { operations } from './operations.js';
import { createTransport, type CallOptions, type ClientConfig, type Transport } from './transport.js';

type Operations = (typeof operations)[number];

/** A method per operation, such as `listReviews(request, { signal })`. */
export type ClientMethods = {
  readonly [Op in Operations as Op['name']]: (request: RequestOf<Op>, options?: CallOptions) => Promise<ResponseOf<Op>>;
};

export function createClient(config: ClientConfig = {}): Transport & ClientMethods {
  const transport = createTransport(config);
  // Typed by ClientMethods: Object.fromEntries cannot say which name holds which operation.
  const methods = Object.fromEntries(
    operations.map((operation) => [operation.name, (request: never, options?: CallOptions) => transport.send(operation, request, options)]),
  ) as unknown as ClientMethods;
  return { send: transport.send, baseUrl: transport.baseUrl, ...methods };
}

export type Client = ReturnType<typeof createClient>;
