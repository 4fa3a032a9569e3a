/**
 * "Waiting for a time" as data (src/elements/booking-requests/waiting.ts): which watches are read,
 * page by page and bounded, and how they are grouped by branch, day and part of the day.
 */
import { expect } from '@open-wc/testing';
import type { SlotWatchRecord } from '../../../src/api/booking-requests/watches.js';
import { mostWatchPages, readWatches, waitingByBranch, type WatchPage } from '../../../src/elements/booking-requests/waiting.js';

const watch = (id: string, businessId: string, days: string[], parts: string[], status: SlotWatchRecord['status'] = 'active') =>
  ({
    id,
    reference: `R-${id}`,
    companyId: 'cmp_1',
    businessId,
    staffIds: [],
    days,
    parts,
    until: '2027-06-01',
    services: [],
    petType: 'DOG',
    customer: { name: id, email: '' },
    language: 'en',
    status,
    createdTime: '2027-05-01T10:00:00Z',
    offers: [],
    version: 1,
  }) as SlotWatchRecord;

const named = (groups: ReturnType<typeof waitingByBranch>[number]['groups']) =>
  groups.map((group) => `${group.day} ${group.part}: ${group.watches.map((each) => each.id).join(' ')}`);

describe('"Waiting for a time" as data', () => {
  it('groups each branch by weekday and part of the day, Monday first, "any" last, a watch never multiplied into every day', () => {
    const branches = waitingByBranch(
      [
        watch('sat-sun', 'biz_a', ['SUNDAY', 'SATURDAY'], ['morning']),
        watch('any', 'biz_a', [], []),
        watch('sat-any-part', 'biz_a', ['SATURDAY'], []),
        watch('mon-eve', 'biz_b', ['MONDAY'], ['evening', 'morning']),
        // Repeated and unknown words: each once, an unknown day left out (none left: any day).
        watch('odd', 'biz_a', ['SATURDAY', 'SATURDAY', 'HOLIDAY'], ['morning']),
        watch('only-unknown', 'biz_a', ['HOLIDAY'], ['night']),
        watch('elsewhere', 'biz_c', ['MONDAY'], []),
      ],
      ['biz_b', 'biz_a', 'biz_empty'],
    );
    expect(branches.map((branch) => [branch.businessId, branch.count])).to.deep.equal([
      ['biz_b', 1],
      ['biz_a', 5],
    ]);
    expect(named(branches[0]!.groups)).to.deep.equal(['MONDAY morning: mon-eve', 'MONDAY evening: mon-eve']);
    expect(named(branches[1]!.groups)).to.deep.equal([
      'SATURDAY morning: sat-sun odd',
      'SATURDAY any: sat-any-part',
      'SUNDAY morning: sat-sun',
      'any any: any only-unknown',
    ]);
    expect(branches[1]!.groups[0]!.key).to.equal('biz_a SATURDAY morning');
  });

  it('keeps only active watches, reads every page of each branch, and stops a branch at a token that comes back', async () => {
    const asked: string[] = [];
    const problems: string[] = [];
    const pages: Record<string, WatchPage> = {
      'biz_a ': { watches: [watch('a1', 'biz_a', [], []), watch('a2', 'biz_a', [], [], 'stopped')], nextPageToken: 'p2' },
      'biz_a p2': { watches: [watch('a3', 'biz_a', [], [], 'booked'), watch('a4', 'biz_a', [], [])], nextPageToken: '' },
      'biz_b ': { watches: [watch('b1', 'biz_b', [], [], 'ended')], nextPageToken: 'again' },
      'biz_b again': { watches: [watch('b2', 'biz_b', [], [])], nextPageToken: 'again' },
    };
    const read = await readWatches({
      businessIds: ['biz_a', 'biz_b'],
      page: async (businessId, pageToken) => {
        asked.push(`${businessId} ${pageToken}`);
        return pages[`${businessId} ${pageToken}`]!;
      },
      onProblem: (message) => problems.push(message),
    });
    expect(read.watches.map((each) => each.id)).to.deep.equal(['a1', 'a4', 'b2']);
    expect(asked).to.deep.equal(['biz_a ', 'biz_a p2', 'biz_b ', 'biz_b again']);
    expect(read.partial).to.equal(true);
    expect(problems).to.have.length(1);
  });

  it(`reads at most ${mostWatchPages} pages of a branch`, async () => {
    let asked = 0;
    const read = await readWatches({
      businessIds: ['biz_a'],
      page: async () => {
        asked += 1;
        return { watches: [watch(`w${asked}`, 'biz_a', [], [])], nextPageToken: `p${asked}` };
      },
    });
    expect(asked).to.equal(mostWatchPages);
    expect(read.partial).to.equal(true);
  });
});
