/**
 * The reference implementation of the Business Operations API: a fetch handler over an
 * in-memory world, for the dev server, the demo page and the tests.
 *
 * Mounts:
 * - `/v1/...`: the spec's operations, no key needed.
 * - `/secured/v1/...`: the same, with `Authorization: Basic <base64 of a key>` (see `referenceApiKeys`).
 * - `/_ref/{scope}/v1/...` and `/_ref/{scope}/secured/v1/...`: the same, logged under the scope,
 *   with the scope's plan (faults, latency, dialect) applied.
 * - `PUT /_ref/{scope}/_plan`, `GET /_ref/{scope}/_log`, `DELETE /_ref/{scope}`: test control.
 * - `GET /_ref/_fixtures`: well-known data; `GET /_ref/_records/{id}`: an agreement record.
 * - `POST /_ref/_bookings` `{ businessId, staffId, startTime, endTime }`: books a time (201 `{ id }`),
 *   so that availability no longer offers it; `DELETE /_ref/_bookings/{id}` frees it again (a
 *   cancellation, as a salon's own system would make one), 204.
 * - `GET|POST /sign/{recordId}`: the page a sign link opens.
 *
 * Request bodies larger than `maxBodyBytes` (`maxPlanBodyBytes` for a plan) are refused with 413
 * before they are logged, and JSON nested deeper than `maxJsonDepth` with 400 before it is parsed.
 */
import type { AgreementRecord } from '../src/api/agreement.js';
import { accessFor, openAccess } from './access.js';
import { admitRequest, encodeMessageShape, encodeResponse } from './dialect.js';
import { ApiFailure, errorResponse, invalidArgument, jsonResponse, notFound } from './errors.js';
import { parseTimestamp } from './calendar.js';
import type { HeldTime } from './operations/context.js';
import { cannedResponse, delay, emptyPlan, parseFaultHeader, parsePlan, takeStep, type PlanStep, type Scope } from './faults.js';
import { describeFixtures } from './fixtures.js';
import { matchRoute } from './operations/routes.js';
import { BodyTooLarge, maxPlanBodyBytes, parseJsonObject, readBodyText, requiredString } from './request-fields.js';
import { handleSignPage } from './sign-page.js';
import { agreementRecord } from './wire-shapes.js';
import { createWorldSource, defaultSeed } from './world/index.js';

export { gatewayApiKey, referenceApiKeys } from './access.js';
export { maxBodyBytes, maxJsonDepth, maxPlanBodyBytes } from './request-fields.js';
export type { Dialect } from './dialect.js';
export type { LogEntry, PlanStep } from './faults.js';
export type { ReferenceFixtures } from './fixtures.js';

export interface ReferenceApiOptions {
  /** The clock; the data world and the free slots are laid out relative to it. */
  now?: () => Date;
  /**
   * Texts that try to break a page, for tests: a review holding an `<img onerror>` and an
   * agreement title holding `<b>`, both in the first branch. Default: none, so that the demo shows
   * what a salon would.
   */
  hostileTexts?: boolean;
}

export type ReferenceApi = (request: Request) => Promise<Response>;

/** Times a test may book at once: the world stays small. */
const maxHeldTimes = 10_000;

const mountPattern = /^\/(?:v1|secured\/v1|_ref|sign)(?:\/|$)/;
const scopePattern = /^\/_ref\/([A-Za-z0-9_-]+)(\/.*)?$/;
const apiPathPattern = /^(\/secured)?\/v1(\/.*)$/;

/** Whether the reference API answers this path (the dev server serves everything else). */
export function isReferenceApiPath(pathname: string): boolean {
  return mountPattern.test(pathname);
}

export function createReferenceApi(options: ReferenceApiOptions = {}): ReferenceApi {
  const clock = options.now ?? (() => new Date());
  const worldAt = createWorldSource(defaultSeed, { hostileTexts: options.hostileTexts ?? false });
  const createdRecords = new Map<string, AgreementRecord>();
  const scopes = new Map<string, Scope>();
  const heldTimes = new Map<string, HeldTime>();

  const scopeNamed = (name: string): Scope => {
    let scope = scopes.get(name);
    if (!scope) {
      scope = { plan: emptyPlan(), log: [] };
      scopes.set(name, scope);
    }
    return scope;
  };

  const findRecord = (recordId: string, now: number): AgreementRecord | undefined =>
    createdRecords.get(recordId) ?? worldAt(now).agreementRecords.find((record) => record.id === recordId);

  async function answerApi(request: Request, url: URL, apiPath: string, scope: Scope | undefined): Promise<Response> {
    const [, securedPrefix, v1Path = ''] = apiPathPattern.exec(apiPath) ?? [];
    const route = matchRoute(v1Path);
    // An oversized body is refused here, at the door: it is neither logged nor run.
    const bodyText = request.method === 'GET' || request.method === 'HEAD' ? '' : await readBodyText(request);
    const now = clock().getTime();

    scope?.log.push({
      operation: route?.name ?? null,
      method: request.method,
      path: apiPath,
      // Only serialized for `GET /_log`, never looked up by name: own properties are harmless.
      query: Object.fromEntries(url.searchParams),
      body: parseLoggedBody(bodyText),
      authorization: request.headers.get('authorization'),
      at: new Date(now).toISOString(),
    });

    const faultHeader = request.headers.get('x-ref-fault');
    const steps: PlanStep[] = [];
    if (faultHeader) steps.push(parseFaultHeader(faultHeader));
    const plannedStep = scope && takeStep(scope.plan, route?.name ?? null);
    if (plannedStep) steps.push(plannedStep);
    const latencyMs = (scope?.plan.latencyMs ?? 0) + steps.reduce((total, step) => total + (step.latencyMs ?? 0), 0);
    await delay(latencyMs, request.signal);
    for (const step of steps) {
      const canned = cannedResponse(step);
      if (canned) return canned;
    }

    if (!route || route.method !== request.method) throw notFound(`no operation at ${request.method} ${apiPath}`);
    const access = securedPrefix ? accessFor(request.headers.get('authorization')) : openAccess;
    const body = route.method === 'POST' ? parseJsonObject(bodyText) : {};
    admitRequest(route.name, v1Path, body, scope?.plan.dialect ?? {});
    const result = route.run({
      world: worldAt(now),
      seed: defaultSeed,
      now,
      body,
      pathId: route.pathId,
      query: url.searchParams,
      access,
      origin: url.origin,
      createdRecords,
      heldTimes,
    });
    return jsonResponse(encodeResponse(route.name, result, scope?.plan.dialect ?? {}));
  }

  async function answerControl(request: Request, name: string, rest: string): Promise<Response> {
    if (rest === '/_plan' && request.method === 'PUT') {
      const plan = parsePlan(parseJsonObject(await readBodyText(request, maxPlanBodyBytes)));
      scopeNamed(name).plan = plan;
      return jsonResponse(plan);
    }
    if (rest === '/_log' && request.method === 'GET') return jsonResponse({ requests: scopeNamed(name).log });
    if (rest === '' && request.method === 'DELETE') {
      scopes.delete(name);
      return new Response(null, { status: 204 });
    }
    throw notFound(`no test control at ${request.method} /_ref/${name}${rest}`);
  }

  /** A time a test books: a groomer of a branch from one instant to another. */
  function holdTime(body: Record<string, unknown>): Response {
    const businessId = requiredString(body, 'businessId');
    const staffId = requiredString(body, 'staffId');
    const start = parseTimestamp(requiredString(body, 'startTime'));
    const end = parseTimestamp(requiredString(body, 'endTime'));
    if (start === undefined || end === undefined || end <= start)
      throw invalidArgument('startTime and endTime must be instants, the end after the start');
    if (heldTimes.size >= maxHeldTimes) throw invalidArgument(`at most ${maxHeldTimes} times may be booked at once`);
    const id = crypto.randomUUID();
    heldTimes.set(id, { businessId, staffId, start, end });
    return jsonResponse({ id }, 201);
  }

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const now = clock().getTime();
    const signMatch = /^\/sign\/([^/]+)$/.exec(path);
    if (signMatch) return handleSignPage(request, findRecord(decodeURIComponent(signMatch[1] ?? ''), now), now);
    if (path === '/_ref/_fixtures' && request.method === 'GET') return jsonResponse(describeFixtures(worldAt(now)));
    const recordMatch = /^\/_ref\/_records\/([^/]+)$/.exec(path);
    if (recordMatch && request.method === 'GET') {
      const record = findRecord(decodeURIComponent(recordMatch[1] ?? ''), now);
      if (!record) throw notFound(`agreement record ${recordMatch[1]} not found`);
      return jsonResponse(encodeMessageShape(record, agreementRecord.message, {}));
    }
    if (path === '/_ref/_bookings' && request.method === 'POST') return holdTime(parseJsonObject(await readBodyText(request)));
    const freedMatch = /^\/_ref\/_bookings\/([0-9a-f-]{36})$/.exec(path);
    if (freedMatch && request.method === 'DELETE') {
      if (!heldTimes.delete(freedMatch[1] ?? '')) throw notFound(`no booking ${freedMatch[1]}`);
      return new Response(null, { status: 204 });
    }
    const scopeMatch = scopePattern.exec(path);
    if (scopeMatch) {
      const [, name = '', rest = ''] = scopeMatch;
      if (apiPathPattern.test(rest)) return answerApi(request, url, rest, scopeNamed(name));
      return answerControl(request, name, rest);
    }
    if (apiPathPattern.test(path)) return answerApi(request, url, path, undefined);
    throw notFound(`nothing at ${request.method} ${path}`);
  }

  return async (request) => {
    try {
      return await answer(request);
    } catch (error) {
      if (error instanceof ApiFailure) return failureResponse(error);
      if (request.signal.aborted) return errorResponse('CANCELLED', 'the client went away');
      return errorResponse('INTERNAL', error instanceof Error ? error.message : String(error));
    }
  };
}

function failureResponse(failure: ApiFailure): Response {
  return errorResponse(failure.code, failure.message, { status: failure instanceof BodyTooLarge ? failure.httpStatus : undefined });
}

/** The body as the log shows it: through the same strict parser as the operations, null when it fails. */
function parseLoggedBody(text: string): unknown {
  if (!text) return null;
  try {
    return parseJsonObject(text);
  } catch {
    return null;
  }
}
