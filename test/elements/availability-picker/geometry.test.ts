/**
 * The picker on a phone, checked by where things are drawn: at 320 and 375 px in English,
 * Spanish, French and right to left (`lang="ar" dir="rtl"`: English words, Arabic dates),
 * nothing leaves the element's box, the day tiles have one shape, a weekday stays whole, the
 * view switch keeps one row, the range's label breaks only after its dash, the chevrons point
 * the way they go and a sentence's punctuation ends it on the right. Then the height of the
 * reference world's busiest days at 375 px, and the chosen slot's sentence kept in view.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../../src/elements/availability-picker/availability-picker.js';
import { referenceFixtures, scopedBaseUrl, newScope } from '../../helpers/reference.js';
import { PickerPage } from '../../pages/index.js';
import { suiteNow, suiteToday } from '../../helpers/clock.js';

const box = (what: Element | Range) => what.getBoundingClientRect();

/** The lines a node's text is laid out on, by the tops of its fragments. */
function lines(node: Node): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
}

/** The last character of a node's text, and every fragment of its last line. */
function lastLine(node: Node): { end: DOMRect; line: DOMRect[] } {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  let last: Text | undefined;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) if (text.textContent!.trim()) last = text as Text;
  const end = document.createRange();
  const length = last!.textContent!.trimEnd().length;
  end.setStart(last!, length - 1);
  end.setEnd(last!, length);
  const all = document.createRange();
  all.selectNodeContents(node);
  const endBox = box(end);
  return {
    end: endBox,
    line: [...all.getClientRects()].filter((rect) => rect.width > 0 && Math.abs(rect.top - endBox.top) < endBox.height / 2),
  };
}

/** Where a chevron points: its character, turned or not by its transform. */
function pointing(button: HTMLElement): 'left' | 'right' {
  const chevron = button.querySelector('[aria-hidden="true"]')!;
  const style = getComputedStyle(chevron);
  // Isolated left to right, the character is never mirrored by the text's direction: its transform alone turns it.
  expect(style.direction).to.equal('ltr');
  const turned = style.transform.startsWith('matrix(-1');
  const drawn = chevron.textContent!.trim() === '›' ? 'right' : 'left';
  return turned === (drawn === 'right') ? 'left' : 'right';
}

/** Every element drawn outside the host's box (the hidden live-region words and scrolling regions aside), named for the failure. */
function outside(el: HTMLElement): string[] {
  const host = box(el);
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      const style = getComputedStyle(element);
      if (style.position === 'absolute' && element.offsetWidth <= 1) return false;
      for (let at = element.parentElement; at; at = at.parentElement) if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return false;
      const rect = box(element);
      if (rect.width === 0 && rect.height === 0) return false;
      return rect.left < host.left - 0.5 || rect.right > host.right + 0.5;
    })
    .map((element) => `<${element.localName} part=${element.getAttribute('part')}> "${element.textContent!.trim().slice(0, 30)}"`);
}

const languages = [
  { name: 'English', lang: 'en-US', dir: 'ltr', byGroomer: 'By groomer' },
  { name: 'Spanish', lang: 'es', dir: 'ltr', byGroomer: 'Por estilista' },
  { name: 'French', lang: 'fr', dir: 'ltr', byGroomer: 'Par toiletteur' },
  { name: 'right to left', lang: 'ar', dir: 'rtl', byGroomer: 'By groomer' },
] as const;

interface BusyDay {
  readonly companyId: string;
  readonly businessId: string;
  readonly timeZone: string;
  readonly date: string;
  readonly times: number;
  readonly groomers: number;
  readonly slots: number;
  /** How many times the first groomer of the day has. */
  readonly firstGroomerTimes: number;
}

/** Every day with free times of every branch that books online, over the next three months (the API's limit for one request). */
async function days(): Promise<BusyDay[]> {
  const world = await referenceFixtures();
  const today = suiteToday('UTC');
  const end = new Date(suiteNow() + 90 * 86_400_000).toISOString().slice(0, 10);
  const all = await Promise.all(
    world.branches
      .filter((branch) => branch.isEnable)
      .map(async ({ companyId, businessId, timeZone }) => {
        const response = await fetch(`${scopedBaseUrl(newScope())}/v1/online_booking/availability`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ companyId, businessId, filter: { startDate: today, endDate: end } }),
        });
        const answer = (await response.json()) as {
          availability: { date: string; staff: { availableSlots: { startTime: string }[] }[] }[];
        };
        return answer.availability
          .filter((day) => day.date > today)
          .map((day) => ({
            companyId,
            businessId,
            timeZone,
            date: day.date,
            times: new Set(day.staff.flatMap((staff) => staff.availableSlots.map((slot) => slot.startTime))).size,
            groomers: day.staff.length,
            slots: day.staff.reduce((sum, staff) => sum + staff.availableSlots.length, 0),
            firstGroomerTimes: day.staff[0]?.availableSlots.length ?? 0,
          }));
      }),
  );
  return all.flat();
}

async function render(
  { lang, dir }: { lang: string; dir: string },
  width: number,
  attributes: { companyId: string; businessId: string; timeZone: string; date: string; layout?: string },
): Promise<{ el: AvailabilityPicker; picker: PickerPage }> {
  await setViewport({ width, height: 812 });
  const page =
    await fixture<HTMLElement>(html`<div lang=${lang} dir=${dir} style=${`width: ${width}px; box-sizing: border-box; padding: 16px`}>
    <availability-picker
      base-url=${scopedBaseUrl(newScope())}
      company-id=${attributes.companyId}
      business-id=${attributes.businessId}
      time-zone=${attributes.timeZone}
      start-date=${attributes.date}
      layout=${attributes.layout ?? 'week'}
    ></availability-picker>
  </div>`);
  const el = page.querySelector('availability-picker') as AvailabilityPicker;
  const picker = new PickerPage(el);
  await waitUntil(() => picker.slots.length > 0, 'the times are shown', { timeout: 9000 });
  await picker.click(picker.slots[0]!);
  return { el, picker };
}

describe('<availability-picker> on a phone', function () {
  this.timeout(30000);
  let busiest: BusyDay;
  let fullest: BusyDay;
  /** A day whose first groomer's times fill the rows a wide picker shows before "Show all" (12). */
  let longFirstList: BusyDay;

  before(async () => {
    const all = await days();
    busiest = all.reduce((most, day) => (day.times > most.times ? day : most));
    fullest = all.reduce((most, day) => (day.groomers * 1000 + day.slots > most.groomers * 1000 + most.slots ? day : most));
    const long = all.find((day) => day.firstGroomerTimes >= 12);
    if (!long) throw new Error('the reference world has no day whose first groomer has 12 free times or more in three months');
    longFirstList = long;
  });

  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const language of languages) {
    for (const width of [320, 375]) {
      for (const layout of ['week', 'month']) {
        it(`${language.name}, ${width} px, ${layout}: nothing outside its box, tiles of one shape, one row for the switch, chevrons and punctuation the right way`, async () => {
          const { el, picker } = await render(language, width, { ...busiest, layout });
          await waitUntil(() => picker.viewButtons[0]!.textContent!.trim() === language.byGroomer, 'its words are shown');
          await el.updateComplete;
          expect(box(el).width).to.equal(width - 32);
          expect(outside(el)).to.deep.equal([]);

          // Tiles of one width and one height; a weekday on one line; counts on as many lines in every tile.
          const days = picker.days;
          const widths = days.map((day) => box(day).width);
          const heights = days.map((day) => box(day).height);
          expect(Math.max(...widths) - Math.min(...widths)).to.be.below(1);
          expect(Math.max(...heights) - Math.min(...heights)).to.be.below(1);
          for (const day of days) expect(day.scrollWidth, picker.dateOf(day)).to.be.at.most(day.clientWidth);
          if (layout === 'week') {
            const spans = days.map((day) => day.querySelectorAll(':scope > [aria-hidden="true"]'));
            for (const [index, [name]] of spans.entries())
              expect(lines(name!), `the weekday of ${picker.dateOf(days[index]!)}`).to.equal(1);
            const countLines = spans.map(([, , counted]) => lines(counted!));
            expect(new Set(countLines).size, `lines of the counts: ${countLines}`).to.equal(1);
            // A count breaks between its words, never inside one.
            expect(countLines[0]).to.be.at.most(spans[0]![2]!.textContent!.trim().split(/\s+/).length);
          } else {
            for (const header of picker.grid.querySelectorAll('[role="columnheader"]')) expect(lines(header)).to.equal(1);
          }

          // The view switch on one row.
          const [byGroomer, anyGroomer] = picker.viewButtons as [HTMLButtonElement, HTMLButtonElement];
          expect(Math.round(box(byGroomer).top)).to.equal(Math.round(box(anyGroomer).top));

          // The range's label on one line, or broken after its dash only: each of its pieces whole.
          const label = picker.part('range-label')!;
          for (const piece of label.children) expect(lines(piece), piece.textContent!).to.equal(1);
          expect(lines(label)).to.be.at.most(language.lang === 'en-US' ? 1 : 2);
          if (layout === 'week') {
            const dates = [busiest.date, new Date(Date.parse(busiest.date) + 6 * 86_400_000)].map((date) => new Date(date).getTime());
            const format = new Intl.DateTimeFormat(language.lang, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
            expect(label.textContent!.trim()).to.equal(format.formatRange(dates[0]!, dates[1]!));
          }

          // The chevrons point the way they go: "Next" forward in the reading direction.
          const forward = language.dir === 'rtl' ? 'left' : 'right';
          expect(pointing(picker.part('next-button')!)).to.equal(forward);
          expect(pointing(picker.part('previous-button')!)).to.equal(forward === 'left' ? 'right' : 'left');

          // A sentence ends at the right end of its last line, English words around Arabic dates included.
          for (const sentence of [picker.selection!, picker.part('day-summary')!]) {
            const { end, line } = lastLine(sentence);
            expect(end.right, sentence.textContent!).to.be.closeTo(Math.max(...line.map((rect) => rect.right)), 0.5);
          }
          // The day's count reads on after the date in its words' direction: "…: 37 free", the number before its word.
          const summary = [...picker.part('day-summary')!.childNodes].find((node) => /: \d+ /.test(node.textContent!))!;
          const [, count] = /: (\d+) /.exec(summary.textContent!)!;
          const at = summary.textContent!.search(/: \d+ /) + 2;
          const number = document.createRange();
          number.setStart(summary, at);
          number.setEnd(summary, at + count!.length);
          const word = document.createRange();
          word.setStart(summary, at + count!.length + 1);
          word.setEnd(summary, at + count!.length + 2);
          if (Math.abs(box(number).top - box(word).top) < 2) expect(box(number).right).to.be.at.most(box(word).left + 0.5);
          await expect(el).to.be.accessible();
        });
      }
    }
  }

  for (const layout of ['week', 'month']) {
    it(`on a 1280 px page: no wider than 52rem, the range's buttons together, the times across the width (${layout})`, async () => {
      const { el, picker } = await render(languages[0], 1280, { ...longFirstList, layout });
      // A month shows its first free day first: the day of the long list is chosen.
      await picker.chooseDay(longFirstList.date);
      await setViewport({ width: 1280, height: 900 });
      const host = box(el);
      expect(host.width).to.equal(52 * 16);
      expect(outside(el)).to.deep.equal([]);
      for (const day of picker.days) expect(box(day).width).to.be.below(125);
      // "‹ ›" side by side, the range's label right after them: nothing split to the far edges.
      const [previous, next, label] = [picker.previousButton, picker.nextButton, picker.part('range-label')!].map(box) as [
        DOMRect,
        DOMRect,
        DOMRect,
      ];
      expect(next.left - previous.right).to.be.within(0, 12);
      expect(label.left - next.right).to.be.within(0, 24);
      // The first groomer's times run across the width the picker gives them, not a third of it.
      const times = picker.slotsOf(picker.groups[0]!).map(box);
      const timesArea = layout === 'month' ? box(picker.part('slots')!) : host;
      expect(Math.max(...times.map((time) => time.right))).to.be.above(timesArea.left + 0.85 * timesArea.width);
      await expect(el).to.be.accessible();
    });
  }

  it('is no taller than a screen and a half at 375 px on the busiest days, by groomer and for any groomer', async () => {
    const heights: Record<string, number> = {};
    for (const [name, day] of [
      ['most free times', busiest],
      ['most groomers', fullest],
    ] as const) {
      const { el, picker } = await render(languages[0], 375, day);
      heights[`${name} (${day.date}, ${day.times} times, ${day.groomers} groomers), by groomer`] = box(el).height;
      expect(box(el).height, `${name}, by groomer`).to.be.at.most(1220);
      await picker.click(picker.viewButtons[1]!);
      heights[`${name}, any groomer`] = box(el).height;
      expect(box(el).height, `${name}, any groomer`).to.be.at.most(1220);
      await expect(el).to.be.accessible();
    }
    console.log(`heights at 375 px: ${JSON.stringify(heights)}`);
  });

  it('keeps the chosen slot’s sentence in view at the bottom of a screen shorter than the times', async () => {
    const { el, picker } = await render(languages[0], 375, busiest);
    await setViewport({ width: 375, height: 667 });
    window.scrollTo(0, box(el).top + window.scrollY);
    const selection = picker.selection!;
    expect(box(el).bottom).to.be.above(window.innerHeight);
    expect(box(selection).bottom).to.be.closeTo(window.innerHeight, 1);
    expect(selection.textContent).to.match(/^Chosen: .* at .* with .*\.$/);
    // Scrolled to the end, it is where the picker ends.
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect(box(selection).bottom).to.be.closeTo(box(picker.part('base')!).bottom, 1);
    await expect(el).to.be.accessible();
  });
});
