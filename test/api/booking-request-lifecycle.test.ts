/** The lifecycle of a booking request (src/api/booking-requests/lifecycle.ts): which change may follow which, and who may make it. */
import { expect } from '@open-wc/testing';
import {
  allowedChanges,
  deliveryChannels,
  deliveryStates,
  firstStatus,
  isTold,
  lifecycleTable,
  requestStatuses,
  statusesBefore,
  toldStatuses,
} from '../../src/api/booking-requests/lifecycle.js';

describe('the lifecycle of a booking request', () => {
  it('lists the statuses in order, every request starting at received', () => {
    expect(requestStatuses).to.deep.equal(['received', 'contacted', 'confirmed', 'declined', 'withdrawn', 'cancelled', 'expired']);
    expect(firstStatus).to.equal('received');
    expect(deliveryStates).to.deep.equal(['pending', 'sent', 'failed']);
    expect(deliveryChannels).to.deep.equal(['webhook', 'email', 'customer']);
  });

  it('lets staff move a new request to contacted, confirmed or declined, and a contacted one to an answer', () => {
    expect(allowedChanges('received', 'staff')).to.deep.equal(['contacted', 'confirmed', 'declined']);
    expect(allowedChanges('contacted', 'staff')).to.deep.equal(['confirmed', 'declined']);
  });

  it('refuses every change of an answered or ended request but cancelling a confirmed one, going back to received included', () => {
    expect(allowedChanges('confirmed', 'staff')).to.deep.equal(['cancelled']);
    for (const status of ['declined', 'withdrawn', 'cancelled', 'expired'])
      expect(allowedChanges(status, 'staff'), status).to.deep.equal([]);
    for (const status of requestStatuses) expect(allowedChanges(status, 'staff')).to.not.include('received');
    expect(allowedChanges('contacted', 'staff')).to.not.include('contacted');
  });

  it('lets only the one it names make a change, and knows nothing of a status it does not list', () => {
    // The customer withdraws while unanswered, the gateway expires; neither confirms, and staff neither withdraw nor expire.
    expect(allowedChanges('received', 'customer')).to.deep.equal(['withdrawn']);
    expect(allowedChanges('contacted', 'customer')).to.deep.equal(['withdrawn']);
    expect(allowedChanges('confirmed', 'customer')).to.deep.equal([]);
    expect(allowedChanges('received', 'system')).to.deep.equal(['expired']);
    expect(allowedChanges('received', 'staff')).to.not.include.members(['withdrawn', 'expired']);
    expect(allowedChanges('booked', 'staff')).to.deep.equal([]);
  });

  it('tells the customer of every change but contacted', () => {
    expect(toldStatuses).to.deep.equal(requestStatuses.filter((status) => status !== 'contacted'));
    expect(isTold('contacted')).to.equal(false);
    expect(isTold('booked')).to.equal(false);
  });

  it('says where a change must find a request: what the database checks when it stores one', () => {
    expect(statusesBefore('confirmed', 'staff')).to.deep.equal(['received', 'contacted']);
    expect(statusesBefore('contacted', 'staff')).to.deep.equal(['received']);
    expect(statusesBefore('received', 'staff')).to.deep.equal([]);
    expect(statusesBefore('confirmed', 'customer')).to.deep.equal([]);
  });

  it('describes itself for the docs: a row per status, with what it may become', () => {
    const table = lifecycleTable();
    expect(table).to.contain('| `received` | The customer sent it; nobody has answered it yet. | where every request starts |');
    expect(table).to.contain('| `confirmed` | Staff booked the time. | `received`, `contacted` | staff (`PATCH`) | `cancelled` |');
    expect(table).to.contain(
      '| `expired` | Nobody answered it within `BOOKING_REQUEST_EXPIRE_HOURS` (when set). | `received`, `contacted` | the gateway (a deadline) | none |',
    );
    expect(table.split('\n').filter((line) => line.startsWith('| `'))).to.have.length(requestStatuses.length);
  });
});
