import { expect } from '@open-wc/testing';
import { calendarStrings, requestedTimeFile } from '../../../src/elements/booking-flow/add-to-calendar.js';
import { bookingFlowStrings } from '../../../src/elements/booking-flow/booking-flow.strings.js';
import { suiteNow } from '../../helpers/clock.js';

const lines = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('the calendar file of a requested time', () => {
  const request = {
    businessId: 'biz_1',
    branch: 'Paws, Claws & Co.',
    groomer: 'Isla Adeyemi',
    slot: { staffId: 'stf_2', startTime: '2026-11-25T22:00:00Z', endTime: '2026-11-25T23:00:00Z' },
  };

  it('says in the customer’s words that the time awaits the branch’s confirmation', () => {
    const file = lines(requestedTimeFile(request, bookingFlowStrings, new Date('2026-11-20T10:00:00Z')));
    expect(file).to.include.members([
      'UID:20261125T220000Z-stf_2-biz_1@booking-elements',
      'DTSTAMP:20261120T100000Z',
      'DTSTART:20261125T220000Z',
      'DTEND:20261125T230000Z',
      'SUMMARY:Grooming request at Paws\\, Claws & Co. (not yet confirmed)',
      'DESCRIPTION:Requested with Isla Adeyemi. This time awaits the confirmation of Paws\\, Claws & Co.: it is not booked until the branch confirms it.',
      'STATUS:TENTATIVE',
    ]);
  });

  it('takes the words of the flow’s language or its host, and names the same request with the same UID', () => {
    const spanish = {
      ...bookingFlowStrings,
      calendarSummary: (branch: string) => `Solicitud de cita en ${branch} (sin confirmar)`,
    };
    const file = requestedTimeFile(request, spanish, new Date(0));
    expect(lines(file)).to.include('SUMMARY:Solicitud de cita en Paws\\, Claws & Co. (sin confirmar)');
    const uid = (text: string) => lines(text).find((line) => line.startsWith('UID:'));
    expect(uid(file)).to.equal(uid(requestedTimeFile(request, bookingFlowStrings, new Date(suiteNow()))));
    expect(calendarStrings.calendarFile).to.match(/\.ics$/);
  });
});
