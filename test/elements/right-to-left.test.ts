/**
 * Right to left, at a phone's width: with `dir="rtl"` on an ancestor, and Arabic words given
 * through `strings` as a host would, every element's layout mirrors (checked by where things
 * are drawn), the arrow keys follow the reading direction, and each passes the accessibility check.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/agreement-sign-button/define.js';
import '../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import '../../src/elements/booking-flow/define.js';
import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import '../../src/elements/franchise-finder/define.js';
import type { FranchiseFinder } from '../../src/elements/franchise-finder/franchise-finder.js';
import '../../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../../src/elements/review-feed/review-feed.js';
import type { BookingElement } from '../../src/shared/booking-element.js';
import { newScope, referenceFixtures, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { byRole } from '../helpers/roles.js';
import { FeedPage, FinderPage, FlowPage, PickerPage } from '../pages/index.js';

const box = (what: Element | Range) => what.getBoundingClientRect();

/** An element in a right-to-left page in Arabic, 375 px wide, drawn. */
async function rightToLeft<El extends BookingElement>(element: ReturnType<typeof html>): Promise<El> {
  const page = await fixture<HTMLElement>(html`<div dir="rtl" lang="ar">${element}</div>`);
  const el = page.firstElementChild as El;
  await el.updateComplete;
  return el;
}

describe('right to left', () => {
  let world: ReferenceFixtures;

  before(async () => {
    world = await referenceFixtures();
    await setViewport({ width: 375, height: 800 });
  });

  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  it('<franchise-finder>: the label and the field start at the right, the button is at their left, the result marked on its right', async () => {
    const { zipcode } = world.enabledBranch;
    const el = await rightToLeft<FranchiseFinder>(
      html`<franchise-finder
        base-url=${scopedBaseUrl(newScope())}
        .strings=${{ zipcodeLabel: 'الرمز البريدي', find: 'بحث', branchFound: (code: string) => `فرعك للرمز ${code}:` }}
      ></franchise-finder>`,
    );
    const finder = new FinderPage(el);
    const form = box(finder.part('form')!);
    const field = byRole(el, 'textbox', 'الرمز البريدي');
    // The label's words, not its box (a block as wide as the form).
    const words = document.createRange();
    words.selectNodeContents(finder.part('label')!);
    expect(box(words).right).to.be.closeTo(form.right, 1);
    expect(box(words).width).to.be.lessThan(form.width / 2);
    expect(box(field).right).to.be.closeTo(form.right, 1);
    expect(box(byRole(el, 'button', 'بحث')).right).to.be.at.most(box(field).left);
    expect(getComputedStyle(field).direction).to.equal('rtl');

    el.zipcode = zipcode;
    await waitUntil(() => finder.part('result'), 'the branch is shown');
    const result = getComputedStyle(finder.part('result')!);
    expect(result.borderRightWidth).to.equal('4px');
    expect(result.borderLeftWidth).to.equal('1px');
    await expect(el).to.be.accessible();
  });

  it('<availability-picker>: "Previous" is at the right of "Next", days run from the right, and the arrows follow', async () => {
    const { companyId, businessId } = world.enabledBranch;
    const el = await rightToLeft<AvailabilityPicker>(
      html`<availability-picker
        base-url=${scopedBaseUrl(newScope())}
        company-id=${companyId}
        business-id=${businessId}
        .strings=${{ previousRange: 'الأسبوع السابق', nextRange: 'الأسبوع التالي', byGroomer: 'حسب المصفف', anyGroomer: 'أي مصفف' }}
      ></availability-picker>`,
    );
    const picker = new PickerPage(el);
    await waitUntil(() => picker.part('base')!.getAttribute('aria-busy') === 'false', 'the week is shown', { timeout: 9000 });
    const previous = box(byRole(el, 'button', 'الأسبوع السابق'));
    const next = box(byRole(el, 'button', 'الأسبوع التالي'));
    expect(previous.left).to.be.greaterThan(next.right);
    expect(previous.right).to.be.closeTo(box(picker.part('base')!).right, 1);
    expect(box(byRole(el, 'button', 'حسب المصفف')).left).to.be.greaterThan(box(byRole(el, 'button', 'أي مصفف')).right - 2);

    const days = picker.days;
    expect(box(days[0]!).left).to.be.greaterThan(box(days[1]!).right);
    const from = picker.tabStop;
    from.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    // The left arrow goes on to the next day, drawn at the left of the one before.
    const to = picker.focused as HTMLButtonElement;
    expect(days.indexOf(to)).to.equal(days.indexOf(from) + 1);
    expect(box(to).right).to.be.lessThan(box(from).left);
    await expect(el).to.be.accessible();
  });

  it('<review-feed>: the stars start at the right, filled first, and the summary reads from the right', async () => {
    const el = await rightToLeft<ReviewFeed>(
      html`<review-feed base-url=${scopedBaseUrl(newScope())} business-id=${world.enabledBranch.businessId} page-size="3"></review-feed>`,
    );
    const feed = new FeedPage(el);
    await waitUntil(() => feed.summary?.getAttribute('aria-busy') === 'false', 'the summary is counted', { timeout: 5000 });
    const review = feed.reviews.find((item) => item.classList.contains('review'))!;
    const stars = review.querySelector('.stars')!;
    const filled = box(stars.querySelector('.star-filled')!);
    expect(box(stars).right).to.be.closeTo(box(review).right - Number.parseFloat(getComputedStyle(review).paddingRight) - 1, 2);
    const empty = stars.querySelector('.star-empty')!;
    if (empty.textContent) expect(filled.left).to.be.at.least(box(empty).right - 1);
    expect(getComputedStyle(feed.summary!).direction).to.equal('rtl');
    await expect(el).to.be.accessible();
  });

  it('<agreement-sign-button>: the button stands at the right', async () => {
    const { normal } = world.agreements;
    const page = await fixture<HTMLElement>(html`<div dir="rtl" lang="ar" style="display: block">
      <agreement-sign-button
        base-url=${scopedBaseUrl(newScope())}
        agreement-id=${normal.id}
        customer-id="c"
        business-id=${normal.businessId}
        .strings=${{ signAgreement: 'توقيع الاتفاقية' }}
      ></agreement-sign-button>
    </div>`);
    const el = page.querySelector('agreement-sign-button')!;
    await el.updateComplete;
    expect(box(byRole(el, 'button', 'توقيع الاتفاقية')).right).to.be.closeTo(box(page).right, 1);
    await expect(el).to.be.accessible();
  });

  it('<booking-flow>: the steps’ numbers run from the right, the step’s title starts at the right', async () => {
    const el = await rightToLeft<BookingFlow>(
      html`<booking-flow base-url=${scopedBaseUrl(newScope())} .strings=${{ steps: ['ابحث عن فرعك', 'اختر موعدًا', 'وقّع الاتفاقيات'] }}></booking-flow>`,
    );
    const steps = new FlowPage(el).steps;
    expect(steps).to.have.length(2);
    // Numbers only: the step's heading is its one visible title (issue 20).
    const number = (step: Element) => box(step.querySelector('[part="step-number"]')!);
    expect(number(steps[0]!).right).to.be.closeTo(box(el).right, 1);
    expect(number(steps[0]!).left).to.be.greaterThan(number(steps[1]!).right - 1);
    expect(box(byRole(el, 'heading', 'ابحث عن فرعك')).right).to.be.closeTo(box(el).right, 1);
    await expect(el).to.be.accessible();
  });
});
