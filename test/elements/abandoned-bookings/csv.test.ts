import { expect } from '@open-wc/testing';
import type { AbandonedBooking } from '../../../src/api/abandoned-bookings.js';
import { abandonedBookingsStrings } from '../../../src/elements/abandoned-bookings/abandoned-bookings.strings.js';
import { boardFormat } from '../../../src/elements/abandoned-bookings/board-format.js';
import { bookingRows } from '../../../src/elements/abandoned-bookings/csv.js';

describe('CSV of abandoned bookings', () => {
  it('writes the bookings in the page’s words and the business’s zone, as a spreadsheet sorts them', () => {
    const format = boardFormat({
      text: abandonedBookingsStrings,
      locale: 'en-US',
      timeZone: 'America/New_York',
      branches: new Map([['biz_a', 'Park Slope']]),
    });
    const booking = {
      id: 'abk_1',
      businessId: 'biz_a',
      customer: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phoneNumber: '+1 555 0110' },
      pets: [
        { petServiceDetail: { pet: { name: 'Bella' }, serviceDetails: [{ name: 'Bath' }, { name: 'Nails' }] } },
        { petServiceDetail: { pet: { name: 'Bo' }, serviceDetails: [] } },
      ],
      abandonStep: 'SELECT_TIME',
      abandonStatus: 'CONTACTED',
      leadType: 'EXISTING_CLIENT',
      careType: 'SERVICE_ITEM_TYPE_UNSPECIFIED',
      abandonTime: '2026-03-10T03:05:00Z',
      lastTextedTime: '2026-03-10T15:30:00Z',
    } as unknown as AbandonedBooking;
    expect(bookingRows([booking], format, 'Eastern Time')).to.deep.equal([
      [
        'Left at (Eastern Time)',
        'Branch',
        'First name',
        'Last name',
        'Email',
        'Phone',
        'Pets and services',
        'Care type',
        'Step',
        'Status',
        'Lead type',
        'Last text',
        'Last e-mail',
        'Booking ID',
      ],
      [
        '2026-03-09 23:05',
        'Park Slope',
        'Ana',
        'Ruiz',
        'ana@example.com',
        '+1 555 0110',
        'Bella (Bath and Nails); Bo',
        '',
        'Time',
        'Contacted',
        'Existing client',
        '2026-03-10 11:30',
        '',
        'abk_1',
      ],
    ]);
  });
});
