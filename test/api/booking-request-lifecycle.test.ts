/** The lifecycle of a booking request (src/api/booking-requests/lifecycle.ts): which change may follow which, and who may make it. */
import { expect } from '@open-wc/testing';
import {
  allowedChanges,
  deliveryChannels,
  deliveryStates,
  firstStatus,
  lifecycleTable,
  requestStatuses,
  statusesBefore,
} from '../../src/api/booking-requests/lifecycle.js';

describe('the lifecycle of a booking request', () => {
  it('lists the statuses in order, every request starting at received', () => {
    expect(requestStatuses).to.deep.equal(['received', 'contacted', 'confirmed', 'declined']);
    expect(firstStatus).to.equal('received');
    expect(deliveryStates).to.deep.equal(['pending', 'sent', 'failed']);
    expect(deliveryChannels).to.deep.equal(['webhook', 'email']);
  });

  it('lets staff move a new request to contacted, confirmed or declined, and a contacted one to an answer', () => {
    expect(allowedChanges('received', 'staff')).to.deep.equal(['contacted', 'confirmed', 'declined']);
    expect(allowedChanges('contacted', 'staff')).to.deep.equal(['confirmed', 'declined']);
  });

  it('refuses every change of an answered request, going back to received included', () => {
    for (const status of ['confirmed', 'declined']) expect(allowedChanges(status, 'staff'), status).to.deep.equal([]);
    for (const status of requestStatuses) expect(allowedChanges(status, 'staff')).to.not.include('received');
    expect(allowedChanges('contacted', 'staff')).to.not.include('contacted');
  });

  it('lets only the one it names make a change, and knows nothing of a status it does not list', () => {
    expect(allowedChanges('received', 'customer')).to.deep.equal([]);
    expect(allowedChanges('received', 'system')).to.deep.equal([]);
    expect(allowedChanges('booked', 'staff')).to.deep.equal([]);
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
    expect(table).to.contain('| `confirmed` | Staff booked the time. | `received`, `contacted` | staff (`PATCH`) | none |');
    expect(table.split('\n').filter((line) => line.startsWith('| `'))).to.have.length(requestStatuses.length);
  });
});
