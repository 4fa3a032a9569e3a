import { expect } from '@open-wc/testing';
import type { Company, ListCompaniesResponse } from '../../../src/api/company.js';
import { abandonedBookingsStrings as text } from '../../../src/elements/abandoned-bookings/abandoned-bookings.strings.js';
import { boardQuery, bookingsRequest, queryProblem } from '../../../src/elements/abandoned-bookings/board-settings.js';
import { maxCompanies, readCompanies } from '../../../src/elements/abandoned-bookings/company-choice.js';

const query = (fields: Partial<Parameters<typeof boardQuery>[0]> = {}) =>
  boardQuery({ businessIds: ['biz_1'], days: 30, steps: [], statuses: [], leadTypes: [], ...fields });

describe('the board’s query', () => {
  it('reads the branches once each, and the filters as the API spells them', () => {
    expect(
      query({ businessIds: [' biz_1', 'biz_2', 'biz_1', ''], steps: ['select-time', 'Personal_Info'], leadTypes: ['new-visitor'] }),
    ).to.deep.equal({
      businessIds: ['biz_1', 'biz_2'],
      days: 30,
      steps: ['SELECT_TIME', 'PERSONAL_INFO'],
      statuses: [],
      leadTypes: ['NEW_VISITOR'],
    });
  });

  it('names what is wrong, first things first', () => {
    expect(queryProblem(query(), text)).to.equal(undefined);
    expect(queryProblem(query({ businessIds: [' '] }), text)).to.equal(text.invalidBusinessIds);
    expect(queryProblem(query({ businessIds: Array.from({ length: 21 }, (_, index) => `biz_${index}`) }), text)).to.equal(
      text.tooManyBranches(20),
    );
    for (const days of [0, 367, 2.5, Number.NaN]) expect(queryProblem(query({ days }), text)).to.equal(text.invalidDays(366));
    expect(queryProblem(query({ steps: ['lunch', 'SELECT_TIME', 'constructor'] }), text)).to.match(
      /^The steps attribute has LUNCH, CONSTRUCTOR; use WELCOME_PAGE, BASIC_INFO/,
    );
    expect(queryProblem(query({ statuses: ['lost'] }), text)).to.equal(
      'The statuses attribute has LOST; use ABANDONED, CONTACTED, RECOVERED.',
    );
    expect(queryProblem(query({ leadTypes: ['walk-in'] }), text)).to.equal(
      'The lead-types attribute has WALK_IN; use NEW_VISITOR, EXISTING_CLIENT.',
    );
  });

  it('asks for one window’s page with only the filters given', () => {
    const window = { startTime: '2026-03-01T05:00:00.000Z', endTime: '2026-03-31T04:00:00.000Z' };
    expect(bookingsRequest('cmp_1', query(), window, '')).to.deep.equal({
      companyId: 'cmp_1',
      businessIds: ['biz_1'],
      pagination: { pageSize: 500 },
      filter: { abandonTime: window },
    });
    expect(bookingsRequest('cmp_1', query({ statuses: ['abandoned'] }), window, 'next').filter).to.deep.equal({
      abandonTime: window,
      statuses: ['ABANDONED'],
    });
    expect(bookingsRequest('cmp_1', query(), window, 'next').pagination).to.deep.equal({ pageSize: 500, pageToken: 'next' });
  });
});

describe('readCompanies', () => {
  const company = (id: string): Company => ({ id, rawId: '0', name: id, country: 'US', timezone: { id: 'UTC' } });

  it('reads every page, and leaves out a company without an id', async () => {
    const pages: Record<string, ListCompaniesResponse> = {
      '': { companies: [company('a'), company('')], nextPageToken: 'p2' },
      p2: { companies: [company('b')], nextPageToken: '' },
    };
    const companies = await readCompanies(
      async (token) => pages[token]!,
      () => undefined,
    );
    expect(companies.map((each) => each.id)).to.deep.equal(['a', 'b']);
  });

  it('stops at a token that comes back, and at its limit, saying so', async () => {
    const problems: string[] = [];
    const looping = await readCompanies(
      async () => ({ companies: [company('a')], nextPageToken: 'again' }),
      (message) => problems.push(message),
    );
    expect(looping).to.have.length(2);
    let asked = 0;
    const many = await readCompanies(
      async () => {
        asked += 1;
        return { companies: Array.from({ length: 500 }, (_, index) => company(`c${asked}-${index}`)), nextPageToken: `p${asked}` };
      },
      (message) => problems.push(message),
    );
    expect(many).to.have.length(maxCompanies);
    expect(asked).to.equal(2);
    expect(problems).to.deep.equal([
      'The service returned a page token it had already returned.',
      `More than ${maxCompanies} companies: the others are not offered.`,
    ]);
  });
});
