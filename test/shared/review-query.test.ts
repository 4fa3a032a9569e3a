import { expect } from '@open-wc/testing';
import { isFiltered, isPageSize, reviewQuery, reviewsRequest, unknownSources } from '../../src/shared/review-query.js';

describe('review-feed query', () => {
  const query = { businessId: 'biz_1', sources: [], staffIds: [], pageSize: 10 };

  it('reads the attributes: the id trimmed, channels in the API spelling whatever their case or dashes', () => {
    expect(
      reviewQuery({ businessId: ' biz_1 ', sources: ['sms', 'grooming-report', ' Pet_Parent-Portal'], staffIds: ['stf_1'], pageSize: 5 }),
    ).to.deep.equal({ businessId: 'biz_1', sources: ['SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL'], staffIds: ['stf_1'], pageSize: 5 });
  });

  it('accepts whole page sizes from 1 to 500 only', () => {
    expect([1, 10, 500].map(isPageSize)).to.deep.equal([true, true, true]);
    expect([0, -1, 501, 2.5, Number.NaN].map(isPageSize)).to.deep.equal([false, false, false, false, false]);
  });

  it('is filtered when sources or staff narrow the reviews', () => {
    expect(isFiltered(query)).to.equal(false);
    expect(isFiltered({ ...query, sources: ['SMS'] })).to.equal(true);
    expect(isFiltered({ ...query, staffIds: ['stf_1'] })).to.equal(true);
  });

  it('names the channels the API does not know', () => {
    expect(unknownSources(['SMS', 'CARRIER_PIGEON', 'SOURCE_UNSPECIFIED', 'FAX'])).to.deep.equal(['CARRIER_PIGEON', 'FAX']);
    expect(unknownSources([])).to.deep.equal([]);
  });

  it('asks for the first page without a filter when none is given', () => {
    expect(reviewsRequest(query, '')).to.deep.equal({ businessId: 'biz_1', pagination: { pageSize: 10 } });
  });

  it('sends the page token and only the filters given', () => {
    expect(reviewsRequest({ ...query, staffIds: ['stf_1'] }, 'page-2')).to.deep.equal({
      businessId: 'biz_1',
      pagination: { pageSize: 10, pageToken: 'page-2' },
      filter: { staffIds: ['stf_1'] },
    });
    expect(reviewsRequest({ ...query, sources: ['SMS', 'GROOMING_REPORT'], staffIds: ['stf_1', 'stf_2'] }, '')).to.deep.equal({
      businessId: 'biz_1',
      pagination: { pageSize: 10 },
      filter: { sources: ['SMS', 'GROOMING_REPORT'], staffIds: ['stf_1', 'stf_2'] },
    });
  });
});
