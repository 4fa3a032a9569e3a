/**
 * The demo configurator's simulation of a failing or slow network, through the preview's client.
 * `npm start` puts a gateway in front of the API, which forwards neither `x-ref-fault` nor
 * `/_ref/...`: these tests check that the page needs neither.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { byRole, queryByRole } from '../helpers/roles.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import {
  chooseElement,
  chooseFailure,
  chooseNetwork,
  clearLog,
  eventLogged,
  expectOnlyApiRequests,
  fixtures,
  previewElement,
  previewStatus,
  recordRequests,
  root,
  sentTo,
  useConfigurator,
} from './configurator-harness.js';

describe('demo configurator: a failing or slow network', () => {
  useConfigurator();

  it('simulates a failure that "Try again" gets past, with the error logged', async () => {
    await chooseElement('review-feed');
    // The healthy feed's load first, so that the reviews-load awaited below is the retry's.
    await eventLogged('reviews-load', 'the healthy feed loads');
    clearLog();
    recordRequests();
    const healthy = previewElement();
    chooseFailure('once');
    await waitUntil(() => previewElement() !== healthy, 'the preview is re-created');
    const feed = previewElement()!;
    expect(previewStatus()).to.contain('A simulated network is on.');
    const error = await eventLogged('booking-error');
    expect(error.textContent).to.contain('"code": "UNAVAILABLE"');
    expect(error.textContent).to.contain('Simulated outage: the next attempt works.');
    await waitUntil(() => feed.shadowRoot && queryByRole(feed.shadowRoot, 'alert'), 'the failure is shown');
    await expect(root).to.be.accessible();
    // The page answered every attempt itself: nothing reached the API yet.
    expect(sentTo(/\/v1\/reviews:list$/)).to.have.length(0);
    byRole(feed.shadowRoot!, 'button', /Try again/).click();
    await eventLogged('reviews-load', 'the retry loads the reviews');
    // One page shown; the summary's count of every review asks in pages of 500 of its own.
    const pagesShown = sentTo(/\/v1\/reviews:list$/).filter((request) => !/"pageSize":500\b/.test(request.body));
    expect(pagesShown).to.have.length(1);
    expectOnlyApiRequests();
  });

  it('simulates a failed sign link once, without failing the agreement\'s lookup, and "Try again" opens it', async () => {
    const opened = stubWindowOpen();
    const { normal } = fixtures.agreements;
    await chooseElement('agreement-sign-button');
    recordRequests();
    chooseFailure('once');
    await waitUntil(
      () => previewElement()?.shadowRoot?.querySelector('button') && previewStatus().includes('A simulated network is on.'),
      'the preview is re-created',
    );
    const button = previewElement()!;
    // GetAgreement is not the element's main operation: it goes through, and titles the button.
    await waitUntil(() => queryByRole(button.shadowRoot!, 'button', `Sign ${normal.title}`), 'the button is titled');
    clearLog();
    byRole(button.shadowRoot!, 'button', `Sign ${normal.title}`).click();
    const error = await eventLogged('booking-error');
    expect(error.textContent).to.contain('"code": "UNAVAILABLE"');
    expect(error.textContent).to.contain('"operation": "getAgreementSignLink"');
    await waitUntil(() => queryByRole(button.shadowRoot!, 'alert'), 'the failure is shown');
    // A sign link is never retried: the one failed attempt was the page's, not the API's.
    expect(sentTo(/\/sign_link$/)).to.have.length(0);
    byRole(button.shadowRoot!, 'button', /Try again/).click();
    const link = await eventLogged('agreement-sign-link', 'the second click gets the link');
    expect(sentTo(/\/sign_link$/)).to.have.length(1);
    expect(opened.visited()).to.have.length(1);
    expect(link.textContent).to.contain(opened.visited()[0]!);
    expectOnlyApiRequests();
  });

  it("simulates every request failing and a slow network through the preview's client", async () => {
    await chooseElement('availability-picker');
    await eventLogged('availability-load', 'the healthy picker loads');
    clearLog();
    recordRequests();
    const healthy = previewElement();
    chooseFailure('PERMISSION_DENIED');
    await waitUntil(() => previewElement() !== healthy, 'the preview is re-created');
    const error = await eventLogged('booking-error');
    expect(error.textContent).to.contain('"code": "PERMISSION_DENIED"');
    expect(error.textContent).to.contain('Simulated by the demo page.');
    await waitUntil(() => previewElement()?.shadowRoot && queryByRole(previewElement()!.shadowRoot!, 'alert'), 'the failure is shown');

    chooseFailure('none');
    clearLog();
    chooseNetwork('slow');
    await waitUntil(() => previewElement()?.shadowRoot?.querySelector('[aria-busy="true"]'), 'the picker shows that it is loading');
    await expect(root).to.be.accessible();
    // After the wait the request goes to the API, and the picker loads.
    await eventLogged('availability-load', 'the slow picker loads');
    expect(sentTo(/\/v1\/online_booking\/availability$/).length).to.be.greaterThan(0);
    expectOnlyApiRequests();
  });

  it('simulates an offline network: no answer at all, as a network error', async () => {
    await chooseElement('availability-picker');
    clearLog();
    recordRequests();
    const healthy = previewElement();
    chooseNetwork('offline');
    await waitUntil(() => previewElement() !== healthy, 'the preview is re-created');
    const error = await eventLogged('booking-error');
    expect(error.textContent).to.contain('"code": "NETWORK"');
    await waitUntil(() => previewElement()?.shadowRoot && queryByRole(previewElement()!.shadowRoot!, 'alert'), 'the failure is shown');
    expectOnlyApiRequests();
  });
});
