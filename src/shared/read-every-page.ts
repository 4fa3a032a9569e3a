/**
 * Reads every page of several lists of one operation: the requests of each branch, the abandoned
 * bookings of each month, the reviews of each branch. Each list's page tokens are followed through
 * `pageWalk`, so that a service that sends a token it sent before, or never stops sending tokens,
 * ends that list's reading (as partial, with a warning) instead of reading forever. The staff
 * elements read their lists through here; what each keeps of a page is theirs (`take`).
 */
import { maxPages, pageWalk } from '../api/paginate.js';

/** What a page tells the reading: ask for this list's next page, this list is read far enough, or stop every list (a limit reached). */
export type AfterPage = 'more' | 'enough' | 'stop';

/** What `take` says of a page. */
export interface Taken {
  /** How many items the page held, kept or not: the count that progress shows. */
  readonly items: number;
  /** What to do next. Default `more`. */
  readonly next?: AfterPage;
  /** How far this list is read, 0 to 1, where the page can tell (a date reached). Default: 0 until the list is read. */
  readonly reached?: number;
}

/** How far a reading has come. */
export interface ReadingProgress {
  /** Items read so far, kept or not. */
  readonly read: number;
  /** Lists read to their end (or far enough), and how many there are. */
  readonly listsRead: number;
  readonly lists: number;
  /** How far the whole reading has come, 0 to 1: the average of how far each list is read. */
  readonly share: number;
}

export interface EveryPage<List, Page extends { readonly nextPageToken: string }> {
  /** The lists, read in this order: branches, or windows of time. */
  readonly lists: readonly List[];
  /** Asks for one page of a list ("" is the first). A page that fails fails the reading, and no list asks for more. */
  readonly page: (list: List, pageToken: string) => Promise<Page>;
  /** Keeps what it needs of a page of the list at `index`. */
  readonly take: (page: Page, list: List, index: number) => Taken;
  /** How many lists are read at the same time. Default 1: one after the other. */
  readonly atOnce?: number;
  /** The most pages of one list, if fewer than `pageWalk`'s own bound; past it the reading is partial. */
  readonly mostPages?: number;
  /** Called after every page and at the end of every list. */
  readonly onProgress?: (progress: ReadingProgress) => void;
  /** Why a list's reading stopped short: a token that came back, too many pages. */
  readonly onProblem?: (message: string) => void;
}

/** Reads the lists; `partial` when one stopped short or `take` stopped them all. */
export async function readEveryPage<List, Page extends { readonly nextPageToken: string }>(
  settings: EveryPage<List, Page>,
): Promise<{ readonly partial: boolean }> {
  const { lists, page, take, mostPages = maxPages } = settings;
  // How far each list is read, 0 to 1.
  const reached = lists.map(() => 0);
  let read = 0;
  let listsRead = 0;
  let partial = false;
  // Once a page fails or `take` says stop, no list asks for another page.
  let stopped = false;
  let nextList = 0;

  const report = () =>
    settings.onProgress?.({ read, listsRead, lists: lists.length, share: reached.reduce((sum, each) => sum + each, 0) / lists.length });

  /** Reads the list at `index` to its end, far enough, or its bound. */
  const readList = async (index: number): Promise<void> => {
    const list = lists[index]!;
    const walk = pageWalk();
    let pageToken = '';
    // Bounded by the walk, which ends after `maxPages` pages or at a token that came back, and by `mostPages`.
    for (let pages = 1; ; pages += 1) {
      const answer = await page(list, pageToken).catch((error: unknown) => {
        stopped = true;
        throw error;
      });
      if (stopped) return;
      const taken = take(answer, list, index);
      read += taken.items;
      reached[index] = Math.min(1, taken.reached ?? 0);
      stopped = taken.next === 'stop';
      partial ||= stopped;
      report();
      if (stopped) return;
      let next = taken.next === 'enough' ? { token: '' } : walk(answer.nextPageToken);
      if ('token' in next && next.token && pages >= mostPages) next = { problem: `More than ${mostPages} pages: the rest are not read.` };
      if ('problem' in next) {
        partial = true;
        settings.onProblem?.(next.problem);
      } else if (next.token) {
        pageToken = next.token;
        continue;
      }
      reached[index] = 1;
      listsRead += 1;
      return report();
    }
  };

  // `atOnce` workers, each taking the next list when it has read its own.
  const worker = async (): Promise<void> => {
    while (nextList < lists.length && !stopped) await readList(nextList++);
  };
  await Promise.all(Array.from({ length: Math.min(settings.atOnce ?? 1, lists.length) }, worker));
  return { partial };
}
