/**
 * The demo's webhook receiver (DEMO ONLY): what a business's own server does with the gateway's
 * booking requests, on a loopback port of its own. Each delivery is verified with the Standard
 * Webhooks library, as docs/gateway.md tells a business to, and the last ones are kept in memory
 * for the demo's receiver page (`/receiver.html`), which shows what the business received. It can
 * be told to refuse the requests of some customers (`refuse`), as a business's server that is down
 * answers: the gateway then retries them, and after a day gives up, which staff see.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One delivery as the receiver saw it. */
export interface ReceivedDelivery {
  /** The `webhook-id`: the same on every attempt of one request, so that a repeat is seen as one. */
  readonly id: string;
  /** When it arrived. */
  readonly at: string;
  /** Whether its signature verified with the shared secret (and its timestamp was fresh). */
  readonly verified: boolean;
  /** How many times it arrived. */
  readonly attempts: number;
  /** The event's `type` and `data` (the request), when it verified. */
  readonly type: string;
  readonly data: unknown;
}

export interface WebhookReceiver {
  /** Where the gateway delivers. */
  readonly url: string;
  /** The secret shared with the gateway, `whsec_...`. */
  readonly secret: string;
  /** The deliveries received, newest first (the last 50). */
  received(): readonly ReceivedDelivery[];
  /** Answers 503 from now on to the requests of these customers (by name), and takes every other; `[]` takes all again. */
  refuse(customerNames: readonly string[]): void;
  close(): Promise<void>;
}

const kept = 50;
const largestBody = 64 * 1024;
/** The most customers refused at once: a test names one or two. */
const mostRefused = 20;

/** A Standard Webhooks secret made at each start: never written anywhere. */
function newWebhookSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;
}

/** The customer's name of a request a delivery carries, or "". */
function customerNameOf(data: unknown): string {
  const customer = typeof data === 'object' && data !== null && 'customer' in data ? data.customer : undefined;
  const name = typeof customer === 'object' && customer !== null && 'name' in customer ? customer.name : undefined;
  return typeof name === 'string' ? name : '';
}

export async function startWebhookReceiver(now: () => Date = () => new Date()): Promise<WebhookReceiver> {
  const secret = newWebhookSecret();
  const webhook = new Webhook(secret);
  // By webhook-id: a Map, since an id from outside is never a key of a plain object.
  const deliveries = new Map<string, ReceivedDelivery>();
  // Names come from outside: a Set, never the keys of a plain object.
  let refused = new Set<string>();

  const receive = async (request: Request): Promise<Response> => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/webhook') return new Response(null, { status: 404 });
    const body = await request.text();
    if (body.length > largestBody) return new Response(null, { status: 413 });
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, request.headers.get(name) ?? '']),
    );
    const id = headers['webhook-id'] ?? '';
    let event: { type?: unknown; data?: unknown } | undefined;
    try {
      event = webhook.verify(body, headers) as { type?: unknown; data?: unknown };
    } catch {
      event = undefined;
    }
    const before = deliveries.get(id);
    deliveries.delete(id);
    deliveries.set(id, {
      id,
      at: now().toISOString(),
      verified: event !== undefined,
      attempts: (before?.attempts ?? 0) + 1,
      type: typeof event?.type === 'string' ? event.type : '',
      data: event?.data ?? null,
    });
    while (deliveries.size > kept) deliveries.delete(deliveries.keys().next().value ?? '');
    if (event && refused.has(customerNameOf(event.data))) return new Response(null, { status: 503 });
    // A receiver answers 2xx once it has kept the request: the gateway then stops trying.
    return new Response(null, { status: event ? 204 : 401 });
  };

  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const server = serve({ fetch: receive, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    secret,
    received: () => [...deliveries.values()].reverse(),
    refuse: (customerNames) => {
      refused = new Set(customerNames.slice(0, mostRefused));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
