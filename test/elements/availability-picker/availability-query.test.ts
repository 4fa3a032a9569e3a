import { expect } from '@open-wc/testing';
import { availabilityRequest, unknownPetTypes } from '../../../src/elements/availability-picker/availability-query.js';

const query = {
  companyId: 'cmp_1',
  businessId: 'biz_1',
  serviceIds: [],
  staffIds: [],
  petTypes: [],
  customerId: '',
  zipcode: '',
  maxDate: '',
};
const week = { start: '2026-03-02', end: '2026-03-08' };

describe('picker availability query', () => {
  it('sends only the filters given', () => {
    expect(availabilityRequest(week, query)).to.deep.equal({
      companyId: 'cmp_1',
      businessId: 'biz_1',
      filter: { startDate: week.start, endDate: week.end },
    });
  });

  it('sends every filter of the attributes, pet types in upper case', () => {
    const request = availabilityRequest(week, {
      ...query,
      serviceIds: ['svc_1', 'svc_2'],
      staffIds: ['stf_1'],
      petTypes: ['dog', 'Cat'],
      customerId: 'cus_1',
      zipcode: '02134',
    });
    expect(request.filter).to.deep.equal({
      startDate: week.start,
      endDate: week.end,
      serviceIds: ['svc_1', 'svc_2'],
      staffIds: ['stf_1'],
      customerId: 'cus_1',
      zipcode: '02134',
      pets: [{ type: 'DOG' }, { type: 'CAT' }],
    });
  });

  it('asks for no day after max-date, and for the whole range when max-date is after it or missing', () => {
    expect(availabilityRequest(week, { ...query, maxDate: '2026-03-05' }).filter).to.deep.equal({
      startDate: week.start,
      endDate: '2026-03-05',
    });
    expect(availabilityRequest(week, { ...query, maxDate: '2026-03-02' }).filter).to.deep.equal({
      startDate: week.start,
      endDate: week.start,
    });
    expect(availabilityRequest(week, { ...query, maxDate: '2026-06-30' }).filter).to.deep.equal({
      startDate: week.start,
      endDate: week.end,
    });
  });

  it('names the pet types that are not pet types, whatever their case', () => {
    expect(unknownPetTypes(['dog', 'DRAGON', 'cat', 'unicorn'])).to.deep.equal(['DRAGON', 'unicorn']);
    expect(unknownPetTypes([])).to.deep.equal([]);
  });
});
