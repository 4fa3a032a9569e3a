/**
 * `<booking-flow send-request status-url>`: the completion links to the business's status page with
 * the request's capability in the fragment, and that link opens the request on
 * `<booking-request-status>`; without `status-url` the completion has no link. The capability is in
 * no event.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { BookingFlowCompleteDetail } from '../../../src/elements/booking-flow/events.js';
import { gatewayBaseUrl } from '../../helpers/reference.js';
import { queryByRole } from '../../helpers/roles.js';
import { closeLink, heading, openLink, openStatusPage } from '../booking-request-status/fixtures.js';
import { flowSetting, renderFlow, toChosenTime } from './journey.js';

describe('<booking-flow> and the status page', function () {
  this.timeout(40000);
  const setting = flowSetting();
  afterEach(() => closeLink());

  async function sent(attributes: Record<string, string>) {
    const journey = await renderFlow(setting.scope, { 'base-url': gatewayBaseUrl, details: '', 'send-request': '', ...attributes });
    const { flow, flowPage } = journey;
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    for (const [field, value] of Object.entries({ name: 'Jane Doe', email: 'jane@example.com', petName: 'Biscuit' }))
      await flowPage.fill(field as 'name', value);
    const completed = oneEvent(flow, 'booking-flow-complete') as Promise<CustomEvent<BookingFlowCompleteDetail>>;
    flowPage.finishButton.click();
    const { detail } = await completed;
    await flow.updateComplete;
    return { ...journey, detail };
  }

  it('links "Follow your request" to the status page with the capability in the fragment, which opens the request', async () => {
    const { flow, detail } = await sent({ 'status-url': 'https://salon.example/request.html' });
    const link = queryByRole<HTMLAnchorElement>(flow.shadowRoot!, 'link', 'Follow your request')!;
    expect(link, 'the link').to.not.equal(null);
    const url = new URL(link.href);
    expect(`${url.origin}${url.pathname}${url.search}`).to.equal('https://salon.example/request.html');
    const token = url.hash.replace(/^#request=/, '');
    expect(token).to.match(/^[A-Za-z0-9_-]{20,}$/);
    expect(JSON.stringify(detail), 'the capability is in no event').to.not.contain(token);
    await expect(flow).to.be.accessible();

    openLink(token);
    const status = await openStatusPage();
    expect(heading(status)).to.equal('Your request was received');
    expect(status.shadowRoot!.textContent).to.contain(detail.request!.reference);
  });

  it('has no link without status-url', async () => {
    const { flow } = await sent({});
    expect(queryByRole(flow.shadowRoot!, 'link', 'Follow your request')).to.equal(null);
  });
});
