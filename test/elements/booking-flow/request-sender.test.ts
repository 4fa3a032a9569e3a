/** The pure parts of `send-request` (src/elements/booking-flow/request-sender.ts and finished-journey.ts). */
import { expect } from '@open-wc/testing';
import { idempotencyKeyPattern } from '../../../src/api/booking-requests/send.js';
import { bookingRequestOf, completeDetail, type FinishedJourney } from '../../../src/elements/booking-flow/finished-journey.js';
import type { ApiError } from '../../../src/api/errors.js';
import { newIdempotencyKey } from '../../../src/elements/booking-flow/idempotency-key.js';
import { RequestSender, type SenderHost, withoutTaken } from '../../../src/elements/booking-flow/request-sender.js';

const journey: FinishedJourney = {
  franchise: {
    businessId: 'biz_1',
    companyId: 'cmp_1',
    businessName: 'Park Slope',
    bookOnlineName: 'ps',
    isEnable: true,
    zipcode: '11215',
  },
  slot: {
    date: '2027-05-13',
    staffId: 'stf_1',
    firstName: 'Alex',
    lastName: 'Doe',
    startTime: '2027-05-13T14:00:00.000Z',
    endTime: '2027-05-13T15:00:00.000Z',
    timeZone: 'America/New_York',
  },
  customer: { name: 'Jane', phone: '', email: 'jane@example.com', petName: 'Biscuit', petType: '', note: 'Shy' },
  customerId: '',
  agreements: [{ agreementId: 'agr_1', agreementRecordId: 'rec_1', title: 'Waiver' }],
  params: { utm_source: 'news' },
  language: 'es-MX',
  services: [],
  petType: '',
};

describe('send-request', () => {
  it('makes the request from the journey: the slot as offered, the details, the records, the language', () => {
    expect(bookingRequestOf(journey)).to.deep.equal({
      companyId: 'cmp_1',
      businessId: 'biz_1',
      staffId: 'stf_1',
      startTime: '2027-05-13T14:00:00.000Z',
      endTime: '2027-05-13T15:00:00.000Z',
      customer: { name: 'Jane', phone: '', email: 'jane@example.com', petName: 'Biscuit', petType: 'TYPE_UNSPECIFIED', notes: 'Shy' },
      customerId: '',
      agreementRecordIds: ['rec_1'],
      params: { utm_source: 'news' },
      language: 'es-MX',
    });
    const withoutDetails = bookingRequestOf({ ...journey, customer: null, customerId: 'cus_1' });
    expect(withoutDetails.customer).to.deep.equal({ name: '', phone: '', email: '', petName: '', petType: 'TYPE_UNSPECIFIED', notes: '' });
    expect(withoutDetails.customerId).to.equal('cus_1');
  });

  it('carries the services chosen and their pet type, which stands for the pet type the details left unsaid', () => {
    const services = [
      { id: 'svc_full', name: 'Full groom' },
      { id: 'svc_nails', name: 'Nail trim' },
    ];
    const chosen = { ...journey, services, petType: 'CAT' };
    expect(bookingRequestOf(chosen)).to.deep.include({ services });
    expect(bookingRequestOf(chosen).customer.petType).to.equal('CAT');
    expect(bookingRequestOf({ ...chosen, customer: { ...journey.customer!, petType: 'DOG' } }).customer.petType).to.equal('DOG');
    expect(bookingRequestOf({ ...chosen, customer: null }).customer.petType).to.equal('CAT');
    expect(completeDetail(chosen, undefined)).to.deep.include({ services, petType: 'CAT' });
    // Without services the request is as it was: no `services` field at all.
    expect(bookingRequestOf(journey)).not.to.have.property('services');
    expect(completeDetail(journey, undefined)).to.deep.include({ services: [], petType: '' });
  });

  it('hands the host the gateway’s receipt, and null when nothing was sent', () => {
    const receipt = { id: 'req_1', reference: 'ABCD-EFGH', status: 'received', receivedTime: '2027-05-12T17:00:00Z' };
    expect(completeDetail(journey, receipt).request).to.deep.equal({ id: 'req_1', reference: 'ABCD-EFGH' });
    expect(completeDetail(journey, undefined).request).to.equal(null);
    expect(completeDetail(journey, undefined).agreementRecordIds).to.deep.equal(['rec_1']);
  });

  it('makes keys the gateway takes, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).to.equal(50);
    for (const key of keys) expect(idempotencyKeyPattern.test(key), key).to.equal(true);
  });

  it('leaves the taken times out of the availability, and groomers and days left with none', () => {
    const slot = (startTime: string) => ({ startTime, endTime: startTime });
    const answer = {
      availableDates: ['2027-05-13', '2027-05-14'],
      availability: [
        {
          date: '2027-05-13',
          staff: [
            {
              staffId: 'stf_1',
              firstName: 'A',
              lastName: 'B',
              availableSlots: [slot('2027-05-13T14:00:00.000Z'), slot('2027-05-13T15:00:00.000Z')],
            },
            { staffId: 'stf_2', firstName: 'C', lastName: 'D', availableSlots: [slot('2027-05-13T14:00:00.000Z')] },
          ],
        },
        {
          date: '2027-05-14',
          staff: [{ staffId: 'stf_2', firstName: 'C', lastName: 'D', availableSlots: [slot('2027-05-14T14:00:00.000Z')] }],
        },
      ],
    };
    const taken = new Set(['stf_2 2027-05-13T14:00:00.000Z', 'stf_2 2027-05-14T14:00:00.000Z']);
    const left = withoutTaken(answer, taken);
    expect(left.availableDates).to.deep.equal(['2027-05-13']);
    expect(left.availability).to.have.length(1);
    expect(left.availability[0]!.staff.map((staff) => staff.staffId)).to.deep.equal(['stf_1']);
    expect(withoutTaken(answer, new Set())).to.equal(answer);
  });

  describe('the sending module, fetched apart', () => {
    /** A sender whose module fails to load `failures` times, then loads; what it sent and reported. */
    function senderFailingToLoad(failures: number) {
      const seen = { loads: 0, keys: [] as string[], reported: [] as ApiError[] };
      const host = { addController: () => {}, removeController: () => {}, requestUpdate: () => {}, updateComplete: Promise.resolve(true) };
      const flow: SenderHost = {
        load: async () => {
          seen.loads += 1;
          if (seen.loads <= failures) throw new TypeError('Failed to fetch dynamically imported module');
          return import('../../../src/elements/booking-flow/sending.js');
        },
        send: async (_operation, _request, headers) => {
          seen.keys.push(headers['Idempotency-Key'] ?? '');
          return { id: 'req_1', reference: 'R-7K2P', status: 'RECEIVED', receivedTime: '2027-05-12T10:00:00Z' };
        },
        report: (failure) => {
          seen.reported.push(failure);
          return failure;
        },
      };
      return { sender: new RequestSender(host, flow), seen };
    }

    it('says the request could not be sent when its module cannot be fetched, and fetches it again on "Try again" with the same key', async () => {
      const { sender, seen } = senderFailingToLoad(1);
      expect(await sender.send(journey, '')).to.equal('failed');
      expect(sender.failure?.code).to.equal('NETWORK');
      expect(sender.sending).to.equal(false);
      expect(seen.reported.map((failure) => failure.operation)).to.deep.equal(['sendBookingRequest']);
      expect(seen.keys).to.deep.equal([]);

      expect(await sender.send(journey, '')).to.equal('sent');
      expect(sender.failure).to.equal(undefined);
      expect(sender.receipt?.reference).to.equal('R-7K2P');
      expect(seen.loads).to.equal(2);
      expect(seen.keys).to.have.length(1);
      expect(seen.keys[0]).to.match(idempotencyKeyPattern);
    });

    it('fetches the module once it is prepared, and again when that fetch failed, telling nobody of a failure it recovered from', async () => {
      const { sender, seen } = senderFailingToLoad(1);
      sender.prepare();
      // The failed fetch settles before the customer presses "Finish".
      await new Promise((resolve) => setTimeout(resolve));
      expect(seen.loads).to.equal(1);
      expect(await sender.send(journey, '')).to.equal('sent');
      expect(await sender.send(journey, '')).to.equal('sent');
      expect(seen.loads).to.equal(2);
      expect(seen.reported).to.deep.equal([]);
      expect(seen.keys[0]).to.equal(seen.keys[1]);
    });
  });
});
