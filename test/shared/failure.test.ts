import { expect } from '@open-wc/testing';
import { ApiError, type ErrorCode } from '../../src/api/errors.js';
import { errorStrings } from '../../src/shared/strings.js';
import { canRetry, ConfigurationError, failureKind, failureSummary, notTheApi } from '../../src/shared/failure.js';
import { ownerHint, type OwnerContext } from '../../src/shared/owner-hint.js';

const json = 'application/json; charset=utf-8';
const failure = (code: ErrorCode, init: { status?: number; contentType?: string; operation?: string; message?: string } = {}) =>
  new ApiError({ code, operation: init.operation ?? 'getBookingAvailability', message: init.message ?? `${code} here`, ...init });

const context: OwnerContext = {
  tag: 'availability-picker',
  baseUrl: 'https://booking.salon.example',
  attributes: [
    ['company-id', 'cmp_typo'],
    ['business-id', 'biz_1'],
    ['customer-id', ''],
  ],
  pageOrigin: 'https://www.salon.example',
};

describe('failureKind', () => {
  it("tells the page's setup from what passes", () => {
    expect(
      failureKind(new ConfigurationError({ code: 'INVALID_ARGUMENT', operation: 'x', message: 'The x attribute is required.' }), true),
    ).to.equal('configuration');
    for (const code of ['NOT_FOUND', 'PERMISSION_DENIED', 'UNAUTHENTICATED', 'INVALID_ARGUMENT', 'UNIMPLEMENTED'] as const) {
      expect(failureKind(failure(code, { status: 400, contentType: json }), true), code).to.equal('setup');
    }
    for (const code of ['INTERNAL', 'UNAVAILABLE', 'DEADLINE_EXCEEDED', 'RESOURCE_EXHAUSTED', 'INVALID_RESPONSE', 'UNKNOWN'] as const) {
      expect(failureKind(failure(code, { status: code === 'INVALID_RESPONSE' ? 200 : 503, contentType: json }), true), code).to.equal(
        'passing',
      );
    }
    expect(failureKind(new Error('boom'), true)).to.equal('passing');
  });

  it('reads an answer that is not JSON, short of a server failure, as a base-url that is not the API', () => {
    expect(failureKind(failure('INVALID_RESPONSE', { status: 200, contentType: 'text/html' }), true)).to.equal('setup');
    expect(failureKind(failure('NOT_FOUND', { status: 404, contentType: 'text/html; charset=utf-8' }), true)).to.equal('setup');
    expect(failureKind(failure('UNKNOWN', { status: 405, contentType: '' }), true)).to.equal('setup');
    // A proxy's HTML page for a server failure or a rate limit passes: another try may work.
    expect(failureKind(failure('UNAVAILABLE', { status: 502, contentType: 'text/html' }), true)).to.equal('passing');
    expect(failureKind(failure('RESOURCE_EXHAUSTED', { status: 429, contentType: 'text/html' }), true)).to.equal('passing');
  });

  it('tells offline from unreachable, and a refused sign link from a refused key', () => {
    expect(failureKind(failure('NETWORK'), false)).to.equal('offline');
    expect(failureKind(failure('NETWORK'), true)).to.equal('unreachable');
    expect(failureKind(failure('UNAUTHENTICATED', { status: 401, contentType: json, operation: 'getAgreementSignLink' }), true)).to.equal(
      'session',
    );
    expect(failureKind(failure('UNAUTHENTICATED', { status: 401, contentType: json, operation: 'getCompany' }), true)).to.equal('setup');
    // No answer at all: a staff element's token function threw, whatever the operation.
    expect(failureKind(failure('UNAUTHENTICATED', { operation: 'getCompany' }), true)).to.equal('session');
  });
});

describe('canRetry and failureSummary', () => {
  it('offers "Try again" only where another try can help, with a neutral message for the setup', () => {
    expect(['configuration', 'setup', 'session'].map((kind) => canRetry(kind as never))).to.deep.equal([false, false, false]);
    expect(['offline', 'unreachable', 'passing'].map((kind) => canRetry(kind as never))).to.deep.equal([true, true, true]);
    expect(failureSummary(failure('NOT_FOUND'), 'setup', errorStrings)).to.equal('This is not available on this page right now.');
    expect(failureSummary(failure('NETWORK'), 'unreachable', errorStrings)).to.equal(errorStrings.errorUnreachable);
    expect(failureSummary(failure('NETWORK'), 'offline', errorStrings)).to.contain('Check your connection');
    expect(failureSummary(failure('DEADLINE_EXCEEDED'), 'passing', errorStrings)).to.equal(errorStrings.errorTimeout);
    expect(failureSummary(failure('UNAUTHENTICATED'), 'session', errorStrings)).to.contain('reload the page');
  });
});

describe('ownerHint', () => {
  /** The hint for a failure, as the element computes it: the facts of an ApiError and its kind. */
  const hint = (error: unknown, online = true, given = context) => {
    const kind = failureKind(error, online);
    if (!(error instanceof ApiError)) return kind === 'passing' ? undefined : 'not a failure of the API';
    const { code, operation, status, contentType, message } = error;
    return ownerHint({ code, operation, status, contentType, message, foreign: notTheApi(error) }, kind, given);
  };

  it('names the attributes and what the service answered for ids it does not know', () => {
    expect(hint(failure('NOT_FOUND', { status: 404, contentType: json, message: 'company cmp_typo not found' }))).to.equal(
      '<availability-picker>: the booking service does not know company-id="cmp_typo" business-id="biz_1" ' +
        '(NOT_FOUND on getBookingAvailability: "company cmp_typo not found"). Check these ids.',
    );
  });

  it("names the gateway's lists and this page's origin for a refusal", () => {
    const text = hint(failure('PERMISSION_DENIED', { status: 403, contentType: json, message: 'This branch is not served here.' }))!;
    expect(text).to.contain('base-url="https://booking.salon.example" refused company-id="cmp_typo" business-id="biz_1"');
    expect(text).to.contain('"This branch is not served here."');
    expect(text).to.contain('BOOKING_BUSINESSES');
    expect(text).to.contain('(this page: https://www.salon.example)');
  });

  it('says base-url is not the API when it answers HTML, and names the origin when nothing answers', () => {
    expect(hint(failure('INVALID_RESPONSE', { status: 200, contentType: 'text/html; charset=utf-8' }))).to.equal(
      '<availability-picker>: base-url="https://booking.salon.example" answered HTTP 200 (text/html) to getBookingAvailability, ' +
        'which is not the booking API. Point base-url at your gateway (npx booking-elements-gateway) or at the API root.',
    );
    const unreachable = hint(failure('NETWORK'), true, { ...context, baseUrl: '' })!;
    expect(unreachable).to.contain("no answer from this page's own origin (no base-url)");
    expect(unreachable).to.contain('BOOKING_ALLOWED_ORIGINS');
  });

  it('asks for a customer token when the gateway refuses a sign link', () => {
    const error = failure('UNAUTHENTICATED', {
      status: 401,
      contentType: json,
      operation: 'getAgreementSignLink',
      message: 'the customer token is for another customer.',
    });
    const text = hint(error, true, { ...context, tag: 'agreement-sign-button', attributes: [['customer-id', 'cus_1']] })!;
    expect(text).to.contain('the gateway refused the sign link for customer-id="cus_1"');
    expect(text).to.contain('Set customer-token');
    expect(text).to.contain('signCustomerToken()');
  });

  it('says the configuration problem itself, and nothing for what passes or for a customer offline', () => {
    expect(
      hint(new ConfigurationError({ code: 'INVALID_ARGUMENT', operation: 'x', message: 'The business-id attribute is required.' })),
    ).to.equal('<availability-picker>: The business-id attribute is required.');
    expect(hint(failure('UNAVAILABLE', { status: 503, contentType: json }))).to.equal(undefined);
    expect(hint(failure('NETWORK'), false)).to.equal(undefined);
    expect(hint(new Error('boom'))).to.equal(undefined);
  });

  it('names a client set as a property, and cuts a long answer', () => {
    const long = failure('INVALID_ARGUMENT', { status: 400, contentType: json, message: 'x'.repeat(500) });
    const text = hint(long, true, { ...context, baseUrl: undefined })!;
    expect(text).to.contain(`"${'x'.repeat(200)}…"`);
    expect(text).to.not.contain('x'.repeat(201));
    const refused = hint(failure('PERMISSION_DENIED', { status: 403, contentType: json }), true, { ...context, baseUrl: undefined })!;
    expect(refused).to.contain('the client set on the element refused');
  });
});
