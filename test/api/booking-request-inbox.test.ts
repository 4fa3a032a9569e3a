import { expect } from '@open-wc/testing';
import { eventOf } from '../../src/api/booking-requests/events.js';
import { changeBookingRequest, listBookingRequests } from '../../src/api/booking-requests/inbox.js';

const record = {
  id: 'req_1',
  reference: 'BR-7K2M',
  companyId: 'co_1',
  businessId: 'biz_1',
  staffId: 'st_1',
  startTime: '2026-03-10T15:00:00Z',
  endTime: '2026-03-10T16:00:00Z',
  customer: { name: 'Ana', phone: '555 123 4567', email: '', petName: 'Bella', petType: 'DOG', notes: '' },
  status: 'received',
  receivedTime: '2026-03-09T12:00:00Z',
  version: 1,
};

describe('the staff routes of booking requests', () => {
  it('asks a page of one branch, a token only after the first page', () => {
    const http = listBookingRequests.toHttp({ businessId: 'biz_1', pageSize: 500, pageToken: '' }, { dates: 'string' });
    expect(http).to.deep.equal({ path: '/booking-requests', query: { business_id: 'biz_1', page_size: '500', page_token: '' } });
  });

  it('sends a change with the version it was decided on as If-Match, and the note only when there is one', () => {
    const http = changeBookingRequest.toHttp({ id: 'req/1', version: 3, status: 'contacted', note: '' }, { dates: 'string' });
    expect(http).to.deep.equal({ path: '/booking-requests/req%2F1', body: { status: 'contacted' }, headers: { 'If-Match': '"3"' } });
    const noted = changeBookingRequest.toHttp({ id: 'req_1', version: 4, status: 'declined', note: 'Full that day' }, { dates: 'string' });
    expect(noted.body).to.deep.equal({ status: 'declined', note: 'Full that day' });
  });

  it('reads the events it knows, and leaves out the malformed', () => {
    expect(eventOf('ready', '{}')).to.deep.equal({ type: 'ready' });
    const created = eventOf('created', JSON.stringify(record));
    expect(created?.type).to.equal('created');
    expect(created && 'request' in created ? created.request.customer.name : '').to.equal('Ana');
    expect(eventOf('deleted', '{"id":"req_1","businessId":"biz_1"}')).to.deep.equal({ type: 'deleted', id: 'req_1' });
    expect(eventOf('created', '{not json')).to.equal(undefined);
    expect(eventOf('updated', JSON.stringify({ ...record, id: 5 }))).to.equal(undefined);
    expect(eventOf('deleted', '{}')).to.equal(undefined);
    expect(eventOf('surprise', '{}')).to.equal(undefined);
  });
});
