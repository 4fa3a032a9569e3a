import { expect } from '@open-wc/testing';
import { maxPages } from '../../src/api/paginate.js';
import { type ReadingProgress, readEveryPage, type Taken } from '../../src/shared/read-every-page.js';

interface Page {
  readonly items: readonly string[];
  readonly nextPageToken: string;
}

/** Pages of each list by token; each ask is recorded, in the order asked. */
function listsOf(pages: Record<string, Record<string, Page>>) {
  const asked: string[] = [];
  const page = async (list: string, token: string): Promise<Page> => {
    asked.push(`${list}:${token}`);
    const answer = pages[list]?.[token];
    if (!answer) throw new Error(`no page ${list}:${token}`);
    return answer;
  };
  return { asked, page };
}

const keepAll =
  (kept: string[]) =>
  ({ items }: Page): Taken => {
    kept.push(...items);
    return { items: items.length };
  };

describe('readEveryPage', () => {
  it('reads every page of every list, one list after the other, with progress after each page and each list', async () => {
    const { asked, page } = listsOf({
      a: { '': { items: ['a1', 'a2'], nextPageToken: 'a-2' }, 'a-2': { items: ['a3'], nextPageToken: '' } },
      b: { '': { items: ['b1'], nextPageToken: '' } },
    });
    const kept: string[] = [];
    const progress: ReadingProgress[] = [];
    const read = await readEveryPage({ lists: ['a', 'b'], page, take: keepAll(kept), onProgress: (each) => progress.push(each) });
    expect(read.partial).to.equal(false);
    expect(asked).to.deep.equal(['a:', 'a:a-2', 'b:']);
    expect(kept).to.deep.equal(['a1', 'a2', 'a3', 'b1']);
    expect(progress.map(({ read, listsRead, share }) => [read, listsRead, share])).to.deep.equal([
      [2, 0, 0],
      [3, 0, 0],
      [3, 1, 0.5],
      [4, 1, 0.5],
      [4, 2, 1],
    ]);
  });

  it('ends a list at a page token that comes back, says why, reads on, and says the reading is partial', async () => {
    const { asked, page } = listsOf({
      a: { '': { items: ['a1'], nextPageToken: 'x' }, x: { items: ['a2'], nextPageToken: 'x' } },
      b: { '': { items: ['b1'], nextPageToken: '' } },
    });
    const problems: string[] = [];
    const read = await readEveryPage({ lists: ['a', 'b'], page, take: keepAll([]), onProblem: (problem) => problems.push(problem) });
    expect(read.partial).to.equal(true);
    expect(asked).to.deep.equal(['a:', 'a:x', 'b:']);
    expect(problems).to.deep.equal(['The service returned a page token it had already returned.']);
  });

  it("ends a list that never stops sending new tokens at pageWalk's bound, or at its own", async () => {
    let asked = 0;
    const endless = async (_: string, token: string): Promise<Page> => {
      asked += 1;
      return { items: [token], nextPageToken: `${token}+` };
    };
    const problems: string[] = [];
    const walked = await readEveryPage({ lists: ['a'], page: endless, take: keepAll([]), onProblem: (problem) => problems.push(problem) });
    expect(walked.partial).to.equal(true);
    expect(asked).to.equal(maxPages);
    asked = 0;
    const bounded = await readEveryPage({
      lists: ['a'],
      page: endless,
      take: keepAll([]),
      mostPages: 3,
      onProblem: (problem) => problems.push(problem),
    });
    expect(bounded.partial).to.equal(true);
    expect(asked).to.equal(3);
    expect(problems).to.deep.equal([
      `The service was still sending page tokens after ${maxPages} pages.`,
      'More than 3 pages: the rest are not read.',
    ]);
  });

  it('ends a list read far enough without a problem, and stops every list when take says stop', async () => {
    const { asked, page } = listsOf({
      a: { '': { items: ['a1', 'old'], nextPageToken: 'a-2' } },
      b: { '': { items: ['b1'], nextPageToken: 'b-2' } },
      c: { '': { items: ['c1'], nextPageToken: '' } },
    });
    const read = await readEveryPage({
      lists: ['a', 'b', 'c'],
      page,
      take: ({ items }, list) => ({ items: items.length, next: list === 'a' ? 'enough' : 'stop' }),
    });
    expect(asked).to.deep.equal(['a:', 'b:']);
    expect(read.partial).to.equal(true);
  });

  it('reads a few lists at once, each from where its pages reach, and asks no more of any once a page fails', async () => {
    const gates = new Map<string, () => void>();
    const asked: string[] = [];
    const page = (list: string, token: string): Promise<Page> => {
      asked.push(`${list}:${token}`);
      if (list === 'b') return Promise.reject(new Error('down'));
      // The others wait until b has failed, so that what they ask after is what the test sees.
      return new Promise((resolve) => gates.set(list, () => resolve({ items: [list], nextPageToken: 'more' })));
    };
    const reading = readEveryPage({
      lists: ['a', 'b', 'c', 'd'],
      page,
      atOnce: 3,
      take: ({ items }): Taken => ({ items: items.length, reached: 0.5 }),
    });
    let failure: unknown;
    await reading.catch((error: unknown) => {
      failure = error;
    });
    for (const open of gates.values()) open();
    await new Promise((resolve) => setTimeout(resolve));
    expect(String(failure)).to.contain('down');
    // Three at once: a, b and c asked together; d never, nor a second page of a or c.
    expect(asked).to.deep.equal(['a:', 'b:', 'c:']);
  });

  it('gives the share of each list that take says it has reached', async () => {
    const { page } = listsOf({
      a: { '': { items: ['a1'], nextPageToken: 'a-2' }, 'a-2': { items: ['a2'], nextPageToken: '' } },
      b: { '': { items: ['b1'], nextPageToken: '' } },
    });
    const shares: number[] = [];
    await readEveryPage({
      lists: ['a', 'b'],
      page,
      atOnce: 2,
      take: ({ items }) => ({ items: items.length, reached: 0.5 }),
      onProgress: ({ share }) => shares.push(share),
    });
    expect(shares).to.include(0.25);
    expect(shares.at(-1)).to.equal(1);
  });
});
