/**
 * The delivery worker each instance runs while booking requests are on: it claims the deliveries
 * due (outbox.ts), sends each by its channel, records the attempt, and once an hour deletes what is
 * older than the retention. A new request wakes it at once; otherwise it looks every `pollMs`.
 * Stopping it lets the round in progress finish.
 */
import type { RequestDatabase } from './database.js';
import type { EmailSender } from './email.js';
import { findRequest, purgeBefore } from './inbox.js';
import { claimDue, recordAttempt, type AttemptResult, type ClaimedDelivery } from './outbox.js';
import type { WebhookSender } from './webhook.js';

/** Deliveries claimed in one round; a full round is followed by another at once. */
const batch = 20;
/** How often the retention is applied. */
const purgeEveryMs = 3600_000;
const dayMs = 24 * 3600_000;

export interface WorkerParts {
  readonly database: RequestDatabase;
  readonly now: () => number;
  readonly pollMs: number;
  readonly retentionDays: number;
  /** A claim is held this long: longer than an attempt may take. */
  readonly leaseMs: number;
  readonly webhook: WebhookSender | undefined;
  readonly email: EmailSender | undefined;
  /** The business's time zone for the e-mail, from its company. */
  readonly zoneOf: (companyId: string) => Promise<string>;
  /** Told of each attempt and each failure of the worker itself, in words without personal data. */
  readonly report: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (a request was just stored). */
  kick(): void;
  stop(): Promise<void>;
}

async function attempt(parts: WorkerParts, delivery: ClaimedDelivery): Promise<void> {
  const request = await findRequest(parts.database, delivery.requestId);
  // Erased between the claim and now: its deliveries went with it.
  if (!request) return;
  let result: AttemptResult;
  if (delivery.channel === 'webhook') {
    result = parts.webhook ? await parts.webhook.send(delivery, request) : { ok: false, error: 'the webhook is not configured any more' };
  } else {
    result = parts.email
      ? await parts.email.send(delivery, request, await parts.zoneOf(request.companyId))
      : { ok: false, error: 'e-mail is not configured any more' };
  }
  const status = await recordAttempt(parts.database, delivery, result, parts.now());
  const words = `${delivery.channel} delivery ${delivery.id} of request ${delivery.requestId}, attempt ${delivery.attempt}`;
  if (result.ok) parts.report('info', `${words}: delivered`);
  else
    parts.report(
      status === 'failed' ? 'error' : 'warn',
      `${words}: ${result.error ?? 'failed'}; ${status === 'failed' ? 'given up after a day of retries' : 'retried later'}`,
    );
}

export function startWorker(parts: WorkerParts): DeliveryWorker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;
  let lastPurge = Number.NEGATIVE_INFINITY;

  async function round(): Promise<number> {
    const claimed = await claimDue(parts.database, parts.now(), parts.leaseMs, batch);
    await Promise.all(claimed.map((delivery) => attempt(parts, delivery)));
    if (parts.now() - lastPurge >= purgeEveryMs) {
      lastPurge = parts.now();
      const purged = await purgeBefore(parts.database, parts.now() - parts.retentionDays * dayMs);
      if (purged > 0) parts.report('info', `${purged} request(s) older than ${parts.retentionDays} days deleted`);
    }
    return claimed.length;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref?.();
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .then((claimed) => {
        running = undefined;
        const more = claimed === batch || again;
        again = false;
        schedule(more ? 0 : parts.pollMs);
      })
      .catch((error: unknown) => {
        running = undefined;
        const code = error instanceof Error && 'code' in error ? ` (${String(error.code).slice(0, 40)})` : '';
        parts.report('error', `the delivery worker could not reach the database${code}: it tries again shortly`);
        schedule(parts.pollMs);
      });
  }

  schedule(0);
  return {
    kick: () => schedule(0),
    async stop() {
      const first = !stopped;
      stopped = true;
      clearTimeout(timer);
      await running;
      if (first) parts.email?.close();
    },
  };
}
