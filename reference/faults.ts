/**
 * Test control: per-scope plans of injected faults, a log of requests, and the ad-hoc
 * `x-ref-fault` header. Tests of the client and the elements use these to script the server.
 */
import { parseDialect, type Dialect } from './dialect.js';
import { errorResponse, invalidArgument, isGrpcCodeName, jsonResponse, type GrpcCodeName } from './errors.js';
import { isJsonObject, optionalList, type JsonObject } from './request-fields.js';
import { operationNames, type OperationName } from './wire-shapes.js';

const maxLatencyMs = 120_000;

/** One scripted answer, consumed by the next matching requests. */
export interface PlanStep {
  /** The spec's operation name, such as `ListReviews`; absent matches every operation. */
  operation?: OperationName;
  /** How many matching requests this step answers. */
  times: number;
  /** Wait this long before answering (then run the real operation unless something else is set). */
  latencyMs?: number;
  /** Answer this gRPC code as google.rpc.Status with its HTTP status. */
  error?: GrpcCodeName;
  /** The error's message. */
  message?: string;
  /** With `error`: answer the older gateway shape `{ error, code, message }`. */
  legacyError?: boolean;
  /** The HTTP status of a canned response (or overriding the status of `error`). */
  status?: number;
  /** A raw canned body, such as an HTML page from a proxy. */
  body?: string;
  contentType?: string;
  /** A canned JSON body, sent as it is. */
  json?: unknown;
}

export interface Plan {
  steps: PlanStep[];
  /** Added before every request of the scope. */
  latencyMs: number;
  dialect: Dialect;
}

export interface LogEntry {
  operation: OperationName | null;
  method: string;
  /** The path below the scope prefix, such as `/v1/reviews:list`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body, or null when there was none or it was not a JSON object the API would read. */
  body: unknown;
  authorization: string | null;
  at: string;
}

export interface Scope {
  plan: Plan;
  log: LogEntry[];
}

export const emptyPlan = (): Plan => ({ steps: [], latencyMs: 0, dialect: {} });

function readLatency(value: unknown, path: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxLatencyMs) {
    throw invalidArgument(`${path} must be a number of milliseconds from 0 to ${maxLatencyMs}`);
  }
  return value;
}

function readStep(value: unknown, path: string): PlanStep {
  if (!isJsonObject(value)) throw invalidArgument(`${path} must be an object`);
  const { operation, times = 1, latencyMs, error, message, legacyError, status, body, contentType, json } = value;
  if (operation !== undefined && !operationNames.some((name) => name === operation)) {
    throw invalidArgument(`${path}.operation must be one of ${operationNames.join(', ')}`);
  }
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) throw invalidArgument(`${path}.times must be a positive integer`);
  if (error !== undefined && (typeof error !== 'string' || !isGrpcCodeName(error))) {
    throw invalidArgument(`${path}.error must be a gRPC code name such as INTERNAL`);
  }
  if (status !== undefined && (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)) {
    throw invalidArgument(`${path}.status must be an HTTP status from 200 to 599`);
  }
  for (const [field, fieldValue] of Object.entries({ message, body, contentType })) {
    if (fieldValue !== undefined && typeof fieldValue !== 'string') throw invalidArgument(`${path}.${field} must be a string`);
  }
  if (legacyError !== undefined && typeof legacyError !== 'boolean') throw invalidArgument(`${path}.legacyError must be a boolean`);
  return {
    operation: operationNames.find((name) => name === operation),
    times,
    latencyMs: readLatency(latencyMs, `${path}.latencyMs`),
    error: typeof error === 'string' && isGrpcCodeName(error) ? error : undefined,
    message: typeof message === 'string' ? message : undefined,
    legacyError: legacyError === true,
    status: typeof status === 'number' ? status : undefined,
    body: typeof body === 'string' ? body : undefined,
    contentType: typeof contentType === 'string' ? contentType : undefined,
    json,
  };
}

/** A plan from the body of `PUT /_ref/{scope}/_plan`. */
export function parsePlan(value: JsonObject): Plan {
  return {
    steps: (optionalList(value, 'steps') ?? []).map((step, index) => readStep(step, `steps[${index}]`)),
    latencyMs: readLatency(value.latencyMs, 'latencyMs') ?? 0,
    dialect: parseDialect(value.dialect),
  };
}

/** The first step for the operation, counted as used; undefined lets the real operation answer. */
export function takeStep(plan: Plan, operation: OperationName | null): PlanStep | undefined {
  const index = plan.steps.findIndex((step) => step.operation === undefined || step.operation === operation);
  const step = plan.steps[index];
  if (!step) return undefined;
  if (step.times <= 1) plan.steps.splice(index, 1);
  else step.times -= 1;
  return step;
}

/**
 * A step from the `x-ref-fault` header, such as `error=INTERNAL; latency=800`. Keys: error,
 * message, latency, status, legacy (true/false).
 */
export function parseFaultHeader(header: string): PlanStep {
  const fields: JsonObject = {};
  for (const pair of header.split(';')) {
    const [rawKey = '', ...rest] = pair.split('=');
    const key = rawKey.trim();
    const value = rest.join('=').trim();
    if (!key) continue;
    if (key === 'latency') fields.latencyMs = Number(value);
    else if (key === 'status') fields.status = Number(value);
    else if (key === 'legacy') fields.legacyError = value === 'true' || value === '1' || value === '';
    else if (key === 'error' || key === 'message') fields[key] = value;
    else throw invalidArgument(`x-ref-fault: unknown key ${key}`);
  }
  return readStep(fields, 'x-ref-fault');
}

/** The canned answer of a step, or undefined when the step only delays. */
export function cannedResponse(step: PlanStep): Response | undefined {
  if (step.error) {
    return errorResponse(step.error, step.message ?? `injected ${step.error}`, { legacy: step.legacyError, status: step.status });
  }
  if (step.json !== undefined) return jsonResponse(step.json, step.status ?? 200);
  if (step.status === undefined && step.body === undefined) return undefined;
  const status = step.status ?? 200;
  const hasBody = step.body !== undefined && step.body !== '' && status !== 204 && status !== 205 && status !== 304;
  return new Response(hasBody ? step.body : null, {
    status,
    headers: step.contentType ? { 'content-type': step.contentType } : {},
  });
}

/** Waits, unless the client gives up first: then rejects, so no work is done for nobody. */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
