/**
 * The gateway's counters, written in Prometheus's text format: requests by operation and outcome,
 * the upstream's latency by operation, the read cache's outcomes, and the state of the rate limiter
 * and of the drain. Every label takes a value from a short fixed list (operation names, gRPC codes),
 * so the number of series is bounded whatever the traffic.
 */
import type { GrpcCode } from '../../api/status.js';
import type { CacheOutcome } from './log.js';

/** Upper bounds of the upstream latency histogram, in seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/** The content type of the text format scrapers expect. */
export const prometheusContentType = 'text/plain; version=0.0.4; charset=utf-8';

interface Histogram {
  readonly counts: number[];
  sum: number;
  count: number;
}

/** What a scrape reads that the counters do not hold. */
export interface GatewayGauges {
  readonly inFlight: number;
  readonly draining: boolean;
  /** Whether the shared store answers; undefined without a store. */
  readonly storeAvailable: boolean | undefined;
}

const operationLabel = (operation: string | null) => operation ?? 'none';

// Longer than a screen: one closure over the counters, which the functions that count and the
// one that writes them out share.
export function createMetrics() {
  const requests = new Map<string, number>();
  const cache = new Map<string, number>();
  const upstream = new Map<string, Histogram>();
  let limitedPerInstance = 0;

  const add = (counters: Map<string, number>, key: string) => counters.set(key, (counters.get(key) ?? 0) + 1);

  return {
    /** An answered request: `outcome` is `ok` or the lower-cased gRPC code of a failure. */
    request(operation: string | null, code: GrpcCode | undefined): void {
      add(requests, `operation="${operationLabel(operation)}",outcome="${code ? code.toLowerCase() : 'ok'}"`);
    },
    cache(operation: string, outcome: CacheOutcome): void {
      add(cache, `operation="${operation}",result="${outcome}"`);
    },
    upstream(operation: string, seconds: number): void {
      let histogram = upstream.get(operation);
      if (!histogram) {
        histogram = { counts: latencyBuckets.map(() => 0), sum: 0, count: 0 };
        upstream.set(operation, histogram);
      }
      latencyBuckets.forEach((bound, index) => {
        if (seconds <= bound) histogram.counts[index]! += 1;
      });
      histogram.sum += seconds;
      histogram.count += 1;
    },
    /** A request counted in this instance's memory because the shared store was down. */
    countedPerInstance(): void {
      limitedPerInstance += 1;
    },
    /** The text exposition of every counter and of `gauges`. */
    text(gauges: GatewayGauges): string {
      const lines: string[] = [];
      const family = (name: string, type: 'counter' | 'gauge' | 'histogram', help: string) =>
        lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
      family('booking_gateway_requests_total', 'counter', 'Requests answered, by operation and outcome (ok, or the gRPC code).');
      for (const [labels, value] of requests) lines.push(`booking_gateway_requests_total{${labels}} ${value}`);
      family('booking_gateway_cache_total', 'counter', 'Reads by how they were answered: hit, miss, shared (in flight) or bypass.');
      for (const [labels, value] of cache) lines.push(`booking_gateway_cache_total{${labels}} ${value}`);
      family('booking_gateway_upstream_seconds', 'histogram', 'Time the upstream took to answer, by operation.');
      for (const [operation, histogram] of upstream) {
        latencyBuckets.forEach((bound, index) => {
          lines.push(`booking_gateway_upstream_seconds_bucket{operation="${operation}",le="${bound}"} ${histogram.counts[index]}`);
        });
        lines.push(`booking_gateway_upstream_seconds_bucket{operation="${operation}",le="+Inf"} ${histogram.count}`);
        lines.push(`booking_gateway_upstream_seconds_sum{operation="${operation}"} ${histogram.sum}`);
        lines.push(`booking_gateway_upstream_seconds_count{operation="${operation}"} ${histogram.count}`);
      }
      family(
        'booking_gateway_rate_limit_per_instance_total',
        'counter',
        'Requests counted in this instance alone while the shared store was down.',
      );
      lines.push(`booking_gateway_rate_limit_per_instance_total ${limitedPerInstance}`);
      if (gauges.storeAvailable !== undefined) {
        family(
          'booking_gateway_store_up',
          'gauge',
          'Whether the shared store (Redis or Valkey) answers: 1, or 0 while the limit counts per instance.',
        );
        lines.push(`booking_gateway_store_up ${gauges.storeAvailable ? 1 : 0}`);
      }
      family('booking_gateway_in_flight', 'gauge', 'Requests being answered.');
      lines.push(`booking_gateway_in_flight ${gauges.inFlight}`);
      family('booking_gateway_draining', 'gauge', 'Whether the gateway is draining: 1 after SIGTERM or drain().');
      lines.push(`booking_gateway_draining ${gauges.draining ? 1 : 0}`);
      return `${lines.join('\n')}\n`;
    },
  };
}

export type GatewayMetrics = ReturnType<typeof createMetrics>;
