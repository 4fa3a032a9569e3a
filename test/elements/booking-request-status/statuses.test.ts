/**
 * What the real gateway cannot be made to answer on demand: a request the system expired, a status
 * newer than this page (worded safely, its name never shown), and the page while it reads. The
 * element is given a client (its `client` property) that answers as the gateway would.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { BookingRequestStatus } from '../../../src/api/booking-requests/status.js';
import type { Operation, RequestOf, ResponseOf } from '../../../src/api/operation.js';
import type { Transport } from '../../../src/api/transport.js';
import type { BookingRequestStatusElement } from '../../../src/elements/booking-request-status/booking-request-status.js';
import '../../../src/elements/booking-request-status/define.js';
import { queryByRole, shownText } from '../../helpers/roles.js';
import { closeLink, heading, openLink, shown } from './fixtures.js';

const said = (el: HTMLElement) => shownText(el).replace(/\s+/g, ' ').trim();

const request = (status: string): BookingRequestStatus => ({
  id: '3f1c6a52-0000-4000-8000-000000000001',
  reference: 'ABCD-EFGH',
  companyId: 'cmp_1',
  businessId: 'biz_1',
  staffId: 'stf_1',
  staffName: 'Kim Lee',
  startTime: '2027-05-20T14:00:00Z',
  endTime: '2027-05-20T15:00:00Z',
  customer: { name: 'Ana', phone: '', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
  services: [],
  petType: 'DOG',
  status,
  receivedTime: '2027-05-12T17:00:00Z',
  version: 2,
  message: '',
  offers: [],
  history: [
    { status: 'received', at: '2027-05-12T17:00:00Z', message: '' },
    { status, at: '2027-05-14T17:00:00Z', message: '' },
  ],
  replaces: '',
  replacedBy: '',
});

/** A client that answers the status page as the gateway would, or never (`pending`). */
function answering(status: string | 'pending'): Transport {
  return {
    baseUrl: '/gateway',
    send<Op extends Operation>(operation: Op, _request: RequestOf<Op>): Promise<ResponseOf<Op>> {
      if (status === 'pending') return new Promise(() => undefined);
      const answers: Record<string, unknown> = {
        getMyBookingRequest: request(status),
        getCompany: { id: 'cmp_1', rawId: '1', name: 'Salon', country: 'US', timezone: { id: 'America/New_York' } },
      };
      return Promise.resolve(answers[operation.name] as ResponseOf<Op>);
    },
  };
}

async function open(status: string | 'pending'): Promise<BookingRequestStatusElement> {
  openLink('a-capability-for-the-test');
  return fixture<BookingRequestStatusElement>(
    html`<booking-request-status .client=${answering(status)} .branches=${{ biz_1: 'Park Slope' }}></booking-request-status>`,
  );
}

describe('<booking-request-status>: statuses the gateway gives rarely', () => {
  afterEach(() => closeLink());

  it('says an expired request is over and nothing is booked, with nothing to press', async () => {
    const el = await open('expired');
    await shown(el);
    expect(heading(el)).to.equal('Your request has expired');
    expect(said(el)).to.contain('Park Slope did not answer in time. Nothing is booked.');
    expect(said(el)).to.contain('Kim Lee');
    expect(said(el)).to.contain('Thursday, May 20, 2027, 10:00 AM (Eastern Time)');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('words a status newer than this page safely, never showing its name', async () => {
    const el = await open('on_hold');
    await shown(el);
    expect(heading(el)).to.equal('Your request');
    expect(said(el)).to.contain('Contact Park Slope for the latest news about it.');
    expect(said(el)).to.not.contain('on_hold');
    expect(queryByRole(el.shadowRoot!, 'button')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows that it reads, busy, while the answer is on its way', async () => {
    const el = await open('pending');
    await el.updateComplete;
    expect(said(el)).to.equal('Loading…');
    expect(el.shadowRoot!.querySelector('[aria-busy="true"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });
});
