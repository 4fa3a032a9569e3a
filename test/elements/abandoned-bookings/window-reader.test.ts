import { expect } from '@open-wc/testing';
import type { AbandonedBooking, ListAbandonedBookingsResponse } from '../../../src/api/abandoned-bookings.js';
import { readWindows } from '../../../src/elements/abandoned-bookings/window-reader.js';
import type { ReadingProgress } from '../../../src/shared/read-every-page.js';
import type { TimeWindow } from '../../../src/elements/abandoned-bookings/windows.js';

const booking = (id: string, abandonTime: string | undefined): AbandonedBooking =>
  ({
    id,
    businessId: 'biz',
    pets: [],
    abandonStep: 'WELCOME_PAGE',
    abandonStatus: 'ABANDONED',
    leadType: 'NEW_VISITOR',
    abandonTime,
  }) as unknown as AbandonedBooking;

const windows: TimeWindow[] = [
  { startTime: '2026-03-01T00:00:00.000Z', endTime: '2026-03-31T00:00:00.000Z' },
  { startTime: '2026-02-01T00:00:00.000Z', endTime: '2026-03-01T00:00:00.000Z' },
];

/** Pages by window start and token; each ask is recorded. */
function pagesOf(pages: Record<string, Record<string, ListAbandonedBookingsResponse>>) {
  const asked: string[] = [];
  const page = async (window: TimeWindow, token: string) => {
    const key = window.startTime.slice(0, 7);
    asked.push(`${key}:${token}`);
    const answer = pages[key]?.[token];
    if (!answer) throw new Error(`no page ${key}:${token}`);
    return answer;
  };
  return { asked, page };
}

describe('readWindows', () => {
  it('reads every page of each window, newest window first, and keeps a booking read twice once, newest first', async () => {
    const { asked, page } = pagesOf({
      '2026-03': {
        '': { bookings: [booking('b3', '2026-03-20T10:00:00Z'), booking('b2', '2026-03-01T00:00:00Z')], nextPageToken: 'p2' },
        p2: { bookings: [booking('b4', '2026-03-25T10:00:00Z')], nextPageToken: '' },
      },
      '2026-02': { '': { bookings: [booking('b2', '2026-03-01T00:00:00Z'), booking('b1', '2026-02-10T10:00:00Z')], nextPageToken: '' } },
    });
    const progress: ReadingProgress[] = [];
    const read = await readWindows({ windows, page, onProgress: (each) => progress.push(each) });
    expect(asked).to.deep.equal(['2026-03:', '2026-03:p2', '2026-02:']);
    expect(read.bookings.map((each) => each.id)).to.deep.equal(['b4', 'b3', 'b2', 'b1']);
    expect(read.partial).to.equal(false);
    expect(progress).to.deep.equal([
      { listsRead: 0, lists: 2, read: 2, share: 0 },
      { listsRead: 0, lists: 2, read: 3, share: 0 },
      { listsRead: 1, lists: 2, read: 3, share: 0.5 },
      { listsRead: 1, lists: 2, read: 5, share: 0.5 },
      { listsRead: 2, lists: 2, read: 5, share: 1 },
    ]);
  });

  it('leaves out a booking dated outside the windows, and keeps one without a time last', async () => {
    const { page } = pagesOf({
      '2026-03': {
        '': {
          bookings: [booking('old', '2025-06-01T00:00:00Z'), booking('timeless', undefined), booking('b1', '2026-03-02T00:00:00Z')],
          nextPageToken: '',
        },
      },
      '2026-02': { '': { bookings: [booking('', '2026-02-03T00:00:00Z'), booking('', '2026-02-02T00:00:00Z')], nextPageToken: '' } },
    });
    const read = await readWindows({ windows, page });
    expect(read.bookings.map((each) => each.id || each.abandonTime)).to.deep.equal([
      'b1',
      '2026-02-03T00:00:00Z',
      '2026-02-02T00:00:00Z',
      'timeless',
    ]);
  });

  it('stops a window at a page token that comes back, warns, reads the next window, and says the reading is partial', async () => {
    const problems: string[] = [];
    const { asked, page } = pagesOf({
      '2026-03': {
        '': { bookings: [booking('b2', '2026-03-03T00:00:00Z')], nextPageToken: 'again' },
        again: { bookings: [booking('b3', '2026-03-04T00:00:00Z')], nextPageToken: 'again' },
      },
      '2026-02': { '': { bookings: [booking('b1', '2026-02-03T00:00:00Z')], nextPageToken: '' } },
    });
    const read = await readWindows({ windows, page, onProblem: (message) => problems.push(message) });
    expect(asked).to.deep.equal(['2026-03:', '2026-03:again', '2026-02:']);
    expect(read.partial).to.equal(true);
    expect(read.bookings).to.have.length(3);
    expect(problems).to.deep.equal(['The service returned a page token it had already returned.']);
  });

  it('stops at its limit of bookings, newest kept', async () => {
    const problems: string[] = [];
    const { asked, page } = pagesOf({
      '2026-03': {
        '': { bookings: [booking('b4', '2026-03-05T00:00:00Z'), booking('b3', '2026-03-04T00:00:00Z')], nextPageToken: 'p2' },
        p2: { bookings: [booking('b2', '2026-03-03T00:00:00Z')], nextPageToken: 'p3' },
      },
    });
    const read = await readWindows({ windows, page, limit: 3, onProblem: (message) => problems.push(message) });
    expect(asked).to.deep.equal(['2026-03:', '2026-03:p2']);
    expect(read).to.deep.include({ partial: true });
    expect(read.bookings.map((each) => each.id)).to.deep.equal(['b4', 'b3', 'b2']);
    expect(problems[0]).to.match(/More than 3 abandoned bookings/);
  });

  it('hands a failed page up, and asks for nothing more', async () => {
    const { asked, page } = pagesOf({});
    let failure: unknown;
    await readWindows({ windows, page }).catch((error: unknown) => {
      failure = error;
    });
    expect(String(failure)).to.match(/no page 2026-03:/);
    expect(asked).to.have.length(1);
  });
});
