/**
 * The ErrorReportController on a bare element: each failure announced once, aborts never, a
 * configuration problem once per problem, and the owner's hint in the console for a mistake in
 * the page's setup.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { ApiError } from '../../src/api/errors.js';
import type { BookingErrorDetail, BookingWarningDetail } from '../../src/shared/events.js';
import { asApiError, ErrorReportController } from '../../src/shared/error-report-controller.js';
import { ConfigurationError } from '../../src/shared/failure.js';

function reporter() {
  // An element that is not defined: the controller needs only its attributes, `base-url`, and a
  // host's way of taking a controller (whose updates this test plays by calling reportProblem).
  const host = Object.assign(document.createElement('review-feed'), {
    client: undefined,
    baseUrl: 'https://booking.salon.example',
    addController: () => undefined,
    removeController: () => undefined,
    requestUpdate: () => undefined,
    updateComplete: Promise.resolve(true),
  });
  host.setAttribute('company-id', 'cmp_typo');
  const errors: BookingErrorDetail[] = [];
  const warnings: BookingWarningDetail[] = [];
  host.addEventListener('booking-error', (event) => errors.push(event.detail));
  host.addEventListener('booking-warning', (event) => warnings.push(event.detail));
  const controller = new ErrorReportController(
    host,
    () => ['company-id', 'business-id'],
    () => undefined,
  );
  return { controller, errors, warnings };
}

const json = 'application/json';

describe('asApiError', () => {
  it('keeps an ApiError, and makes anything else UNKNOWN with its words', () => {
    const failure = new ApiError({ code: 'NOT_FOUND', operation: 'getCompany', message: 'No such company.' });
    expect(asApiError(failure, 'other')).to.equal(failure);
    const made = asApiError(new TypeError('boom'), 'listReviews');
    expect([made.code, made.operation, made.message]).to.deep.equal(['UNKNOWN', 'listReviews', 'TypeError: boom']);
  });
});

describe('ErrorReportController', () => {
  let told: string[];
  const consoleWarn = console.warn;
  beforeEach(() => {
    told = [];
    console.warn = (message: string) => told.push(message);
  });
  afterEach(() => {
    console.warn = consoleWarn;
  });

  it('announces a failure once, however often it is handed up, and never an abort', () => {
    const { controller, errors } = reporter();
    const failure = new ApiError({ code: 'UNAVAILABLE', operation: 'listReviews', message: 'Busy.' });
    expect(controller.report(failure, 'listReviews')).to.equal(failure);
    controller.report(failure, 'listReviews');
    controller.report(new ApiError({ code: 'CANCELLED', operation: 'listReviews', message: 'Cancelled.' }), 'listReviews');
    expect(errors).to.deep.equal([{ operation: 'listReviews', code: 'UNAVAILABLE', message: 'Busy.' }]);
  });

  it('tells of a failure the element gets past as a warning, and hands it back', () => {
    const { controller, errors, warnings } = reporter();
    const failure = controller.warn(new Error('count failed'), 'listReviews');
    expect(failure.code).to.equal('UNKNOWN');
    controller.warn(new ApiError({ code: 'CANCELLED', operation: 'listReviews', message: 'Cancelled.' }), 'listReviews');
    expect(warnings).to.deep.equal([{ operation: 'listReviews', message: 'Error: count failed' }]);
    expect(errors).to.deep.equal([]);
  });

  it('reports a configuration problem once, another anew, and the same again once it was fixed', async () => {
    const { controller, errors } = reporter();
    const problem = (message: string) => new ConfigurationError({ code: 'INVALID_ARGUMENT', operation: 'listReviews', message });
    controller.reportProblem(problem('The company-id attribute is required.'));
    controller.reportProblem(problem('The company-id attribute is required.'));
    controller.reportProblem(problem('The layout attribute is week or month.'));
    controller.reportProblem(undefined);
    controller.reportProblem(problem('The layout attribute is week or month.'));
    expect(errors.map((error) => error.message)).to.deep.equal([
      'The company-id attribute is required.',
      'The layout attribute is week or month.',
      'The layout attribute is week or month.',
    ]);
    // The owner reads each problem once in the console, in the element's words (in the order the hint's module arrives).
    await waitUntil(() => told.length === 2, 'no hints in the console');
    expect(told).to.have.members([
      '<review-feed>: The company-id attribute is required.',
      '<review-feed>: The layout attribute is week or month.',
    ]);
  });

  it("writes the owner's hint in the console for a mistake in the page's setup, naming the attributes set", async () => {
    const { controller } = reporter();
    const options = { code: 'NOT_FOUND', operation: 'listReviews', status: 404, contentType: json, message: 'No such company.' } as const;
    controller.report(new ApiError(options), 'listReviews');
    await waitUntil(() => told.length > 0, 'no hint in the console');
    expect(told).to.have.length(1);
    expect(told[0]).to.contain('<review-feed>');
    expect(told[0]).to.contain('company-id="cmp_typo"').and.not.contain('business-id');
  });

  it('writes nothing in the console for a failure that is nobody’s mistake', async () => {
    const { controller, errors } = reporter();
    controller.report(new ApiError({ code: 'UNAVAILABLE', operation: 'listReviews', status: 503, message: 'Busy.' }), 'listReviews');
    // The hint's words are fetched on demand: give such a fetch the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(told).to.deep.equal([]);
    expect(errors).to.have.length(1);
  });
});
