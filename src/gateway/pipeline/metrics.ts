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

/** Lines of one family: its help, its type, then its samples. */
function family(name: string, type: 'counter' | 'gauge' | 'histogram', help: string, samples: readonly string[]): string[] {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples];
}

/** The samples of the upstream latency histogram of one operation. */
function histogramSamples(operation: string, histogram: Histogram): string[] {
  const name = 'booking_gateway_upstream_seconds';
  return [
    ...latencyBuckets.map((bound, index) => `${name}_bucket{operation="${operation}",le="${bound}"} ${histogram.counts[index]}`),
    `${name}_bucket{operation="${operation}",le="+Inf"} ${histogram.count}`,
    `${name}_sum{operation="${operation}"} ${histogram.sum}`,
    `${name}_count{operation="${operation}"} ${histogram.count}`,
  ];
}

/** The samples of a counter by its labels. */
const labelled = (name: string, counters: ReadonlyMap<string, number>) =>
  [...counters].map(([labels, value]) => `${name}{${labels}} ${value}`);

/** The gateway's counters: each request, read and upstream call counted as it ends, written out on a scrape. */
export class GatewayMetrics {
  readonly #requests = new Map<string, number>();
  readonly #cache = new Map<string, number>();
  readonly #upstream = new Map<string, Histogram>();
  #limitedPerInstance = 0;

  static #add(counters: Map<string, number>, key: string): void {
    counters.set(key, (counters.get(key) ?? 0) + 1);
  }

  /** An answered request: `outcome` is `ok` or the lower-cased gRPC code of a failure. */
  request(operation: string | null, code: GrpcCode | undefined): void {
    GatewayMetrics.#add(this.#requests, `operation="${operationLabel(operation)}",outcome="${code ? code.toLowerCase() : 'ok'}"`);
  }

  cache(operation: string, outcome: CacheOutcome): void {
    GatewayMetrics.#add(this.#cache, `operation="${operation}",result="${outcome}"`);
  }

  upstream(operation: string, seconds: number): void {
    let histogram = this.#upstream.get(operation);
    if (!histogram) {
      histogram = { counts: latencyBuckets.map(() => 0), sum: 0, count: 0 };
      this.#upstream.set(operation, histogram);
    }
    latencyBuckets.forEach((bound, index) => {
      if (seconds <= bound) histogram.counts[index]! += 1;
    });
    histogram.sum += seconds;
    histogram.count += 1;
  }

  /** A request counted in this instance's memory because the shared store was down. */
  countedPerInstance(): void {
    this.#limitedPerInstance += 1;
  }

  /** The text exposition of every counter and of `gauges`. */
  text(gauges: GatewayGauges): string {
    const lines = [
      ...family(
        'booking_gateway_requests_total',
        'counter',
        'Requests answered, by operation and outcome (ok, or the gRPC code).',
        labelled('booking_gateway_requests_total', this.#requests),
      ),
      ...family(
        'booking_gateway_cache_total',
        'counter',
        'Reads by how they were answered: hit, miss, shared (in flight) or bypass.',
        labelled('booking_gateway_cache_total', this.#cache),
      ),
      ...family(
        'booking_gateway_upstream_seconds',
        'histogram',
        'Time the upstream took to answer, by operation.',
        [...this.#upstream].flatMap(([operation, histogram]) => histogramSamples(operation, histogram)),
      ),
      ...family(
        'booking_gateway_rate_limit_per_instance_total',
        'counter',
        'Requests counted in this instance alone while the shared store was down.',
        [`booking_gateway_rate_limit_per_instance_total ${this.#limitedPerInstance}`],
      ),
      ...(gauges.storeAvailable === undefined
        ? []
        : family(
            'booking_gateway_store_up',
            'gauge',
            'Whether the shared store (Redis or Valkey) answers: 1, or 0 while the limit counts per instance.',
            [`booking_gateway_store_up ${gauges.storeAvailable ? 1 : 0}`],
          )),
      ...family('booking_gateway_in_flight', 'gauge', 'Requests being answered.', [`booking_gateway_in_flight ${gauges.inFlight}`]),
      ...family('booking_gateway_draining', 'gauge', 'Whether the gateway is draining: 1 after SIGTERM or drain().', [
        `booking_gateway_draining ${gauges.draining ? 1 : 0}`,
      ]),
    ];
    return `${lines.join('\n')}\n`;
  }
}
