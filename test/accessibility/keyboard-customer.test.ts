/**
 * WCAG 2.2 success criterion 2.1.1, Keyboard, for the customers' elements: every key of each
 * element's keyboard map (docs/elements/<tag>.md, "Keyboard") pressed as a customer presses it,
 * with what it does and where focus goes after it. The maps name these tests, and
 * `npm run check:accessibility` fails when a named test is gone.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addDays } from '../../src/api/calendar.js';
import '../../src/define.js';
import { typeOver } from '../helpers/keyboard.js';
import { newScope, plan, scopedBaseUrl } from '../helpers/reference.js';
import { accessibleName, deepActiveElement } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';
import { keysToDayWithFewTimes, onStep, shiftTab, tabTo, toChosenTime } from '../elements/booking-flow/journey.js';
import { FeedPage, FinderPage, FlowPage, PickerPage, SignButtonPage } from '../pages/index.js';
import { readWorld, shown, type World } from './every-element.js';
import { renderJourney, typedDetails } from './flow-walk.js';

const press = (key: string) => sendKeys({ press: key });
const focusedName = () => accessibleName(deepActiveElement()!);

describe('Keyboard (WCAG 2.1.1): the customers’ elements', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('<franchise-finder>: Enter in the ZIP code field looks up the branch and keeps focus there; a malformed code is told, focus kept', async () => {
    const wrapper = await fixture(
      html`<div><button>before</button><franchise-finder lang="en-US" base-url=${scopedBaseUrl(newScope())}></franchise-finder></div>`,
    );
    const finder = new FinderPage(wrapper.querySelector('franchise-finder')!);
    wrapper.querySelector('button')!.focus();
    await press('Tab');
    expect(deepActiveElement()).to.equal(finder.zipField);
    await typeOver(finder.zipField, '12$');
    await press('Enter');
    await finder.el.updateComplete;
    expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(finder.zipField);
    await typeOver(finder.zipField, world.bookable.zipcode);
    await press('Enter');
    await waitUntil(() => finder.el.franchise, 'no branch found');
    expect(deepActiveElement()).to.equal(finder.zipField);
    await press('Tab');
    expect(deepActiveElement()).to.equal(finder.findButton);
  });

  it('<availability-picker>: the days are one tab stop; arrows, Home, End, Page Up and Page Down move, Enter chooses a day', async () => {
    const wrapper = await fixture(
      html`<div><button>before</button><availability-picker lang="en-US" base-url=${scopedBaseUrl(newScope())}
        company-id=${world.bookable.companyId} business-id=${world.bookable.businessId}></availability-picker></div>`,
    );
    const picker = new PickerPage(wrapper.querySelector('availability-picker')!);
    await until('a free day', () => picker.freeDays[0]);
    wrapper.querySelector('button')!.focus();
    await tabTo(() => picker.focusInGrid, 'the grid');
    const date = () => (picker.focused as HTMLElement).dataset['date']!;
    const start = date();
    await press('ArrowRight');
    expect(date()).to.equal(addDays(start, 1));
    await press('ArrowLeft');
    expect(date()).to.equal(start);
    await press('ArrowDown');
    await waitUntil(() => date() === addDays(start, 7), 'ArrowDown did not go a week on');
    await press('ArrowUp');
    await waitUntil(() => date() === start, 'ArrowUp did not come back');
    await press('End');
    const end = date();
    await press('Home');
    expect(addDays(date(), 6)).to.equal(end);
    // A week's range: Page Down and Page Up move by its seven days.
    const home = date();
    await press('PageDown');
    await waitUntil(() => date() === addDays(home, 7), 'Page Down did not go a range on');
    await press('PageUp');
    await waitUntil(() => date() === home, 'Page Up did not come back');
    const day = await keysToDayWithFewTimes(picker, world.bookable);
    await press('Enter');
    await waitUntil(() => picker.chosenDay?.dataset['date'] === day, 'Enter did not choose the day');
    expect(picker.focusInGrid, 'focus stays on the day').to.equal(true);
  });

  it('<availability-picker>: each group of times is one tab stop; arrows, Home and End move among them, Enter chooses one', async () => {
    const wrapper = await fixture(
      html`<div><button>before</button><availability-picker lang="en-US" base-url=${scopedBaseUrl(newScope())}
        company-id=${world.bookable.companyId} business-id=${world.bookable.businessId}></availability-picker></div>`,
    );
    const picker = new PickerPage(wrapper.querySelector('availability-picker')!);
    await until('a free day', () => picker.freeDays[0]);
    wrapper.querySelector('button')!.focus();
    await tabTo(() => picker.focusInGrid, 'the grid');
    await keysToDayWithFewTimes(picker, world.bookable);
    await press('Enter');
    const group = await until('the day’s times', () => picker.groups[0]);
    const times = picker.slotsOf(group);
    await tabTo((element) => element === times[0], 'the first time');
    if (times.length > 1) {
      await press('ArrowRight');
      expect(deepActiveElement()).to.equal(times[1]);
      await press('ArrowLeft');
      expect(deepActiveElement()).to.equal(times[0]);
      await press('End');
      expect(deepActiveElement()).to.equal(times.at(-1));
      await press('Home');
      expect(deepActiveElement()).to.equal(times[0]);
    }
    const chosen = new Promise((resolve) => picker.el.addEventListener('slot-select', resolve, { once: true }));
    await press('Enter');
    await chosen;
    await picker.el.updateComplete;
    expect(times[0]!.getAttribute('aria-pressed')).to.equal('true');
    expect(deepActiveElement()).to.equal(times[0]);
  });

  it('<agreement-sign-button>: Enter and Space on the button open the sign page, focus stays on the button', async () => {
    const opened = stubWindowOpen();
    const el = await shown('agreement-sign-button', world);
    const button = new SignButtonPage(el as SignButtonPage['el']);
    button.button.focus();
    await press('Enter');
    await button.settled();
    await waitUntil(() => opened.visited().length === 1, 'Enter opened nothing');
    expect(deepActiveElement()).to.equal(button.button);
    await press('Space');
    await button.settled();
    await waitUntil(() => opened.visited().length === 2, 'Space opened nothing');
    expect(deepActiveElement()).to.equal(button.button);
  });

  it('<review-feed>: Enter on "Show more reviews" adds a page, focus on its first review', async () => {
    const el = await shown('review-feed', world);
    const feed = new FeedPage(el as FeedPage['el']);
    const before = feed.reviews.length;
    feed.showMoreButton!.focus();
    await press('Enter');
    await waitUntil(() => feed.reviews.length > before, 'Enter added no review');
    // Focus goes on to the first review of the new page, where reading goes on.
    await waitUntil(() => deepActiveElement() === feed.reviews[before], 'focus is not on the first new review');
  });

  it('<review-feed>: Enter on "Read more" opens a long review’s text and on "Show less" closes it, focus staying on the button', async () => {
    const scope = newScope();
    const long = 'Our poodle has been going here for two years and the team is always kind to her. '.repeat(8);
    const review = {
      id: 'rev-long',
      customerId: 'cus-1',
      staffIds: ['stf-1'],
      source: 'SMS',
      score: 5,
      content: long,
      reviewTime: '2027-03-07T20:00:00Z',
      createdTime: '2027-03-07T20:00:05Z',
      lastUpdatedTime: '2027-03-07T20:00:05Z',
    };
    await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews: [review], nextPageToken: '' } }] });
    const el = await fixture<FeedPage['el']>(
      html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${world.parkSlope.businessId}></review-feed>`,
    );
    const feed = new FeedPage(el);
    const readMore = await until('"Read more"', () => feed.shadow.querySelector<HTMLButtonElement>('[part~="read-more-button"]'));
    readMore.focus();
    await press('Enter');
    await el.updateComplete;
    expect(readMore.getAttribute('aria-expanded')).to.equal('true');
    expect(deepActiveElement()).to.equal(readMore);
    await press('Enter');
    await el.updateComplete;
    expect(readMore.getAttribute('aria-expanded')).to.equal('false');
    expect(deepActiveElement()).to.equal(readMore);
  });
  it('<booking-request-status>: Space on "Take this time" sends a request for it, focus on the new heading; Enter on "Withdraw my request" withdraws it, focus on the heading', async () => {
    // A declined request with a time offered, its page open (the every-element state).
    const el = await shown('booking-request-status', world);
    const heading = () => el.shadowRoot!.querySelector('[part~="heading"]')!;
    await tabTo((element) => element !== null && accessibleName(element) === 'Take this time', '"Take this time"');
    await press('Space');
    await until('the new request', () => heading().textContent === 'Your request was received', 15_000);
    await waitUntil(() => deepActiveElement() === heading(), 'focus never reached the heading');
    await tabTo((element) => element !== null && accessibleName(element) === 'Withdraw my request', '"Withdraw my request"');
    await press('Enter');
    await until('withdrawn', () => heading().textContent === 'You withdrew your request', 15_000);
    await waitUntil(() => deepActiveElement() === heading(), 'focus never returned to the heading');
    history.replaceState(null, '', location.pathname);
  });
});

describe('Keyboard (WCAG 2.1.1): <booking-flow>', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('Enter goes from step to step, focus on each step’s heading; Enter on a step done or "Change" goes back to it', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await toChosenTime(flowPage, world.bookable.zipcode);
    await tabTo((element) => element === flowPage.confirmTimeButton, '"Confirm time"');
    await press('Enter');
    await flowPage.shownDetails();
    await onStep(flowPage, 'Your details');
    // Going on with a required field empty: focus goes to it.
    await tabTo((element) => element === flowPage.continueButton, '"Continue"');
    await press('Enter');
    await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never went to the empty name');
    for (const [field, value] of Object.entries(typedDetails)) await flowPage.fill(field as keyof typeof typedDetails, value);
    await tabTo((element) => element === flowPage.continueButton, '"Continue"');
    await press('Enter');
    await onStep(flowPage, 'Sign the agreements');
    // Back with the step indicator: the button of a step done.
    await tabTo(
      (element) => element instanceof HTMLElement && element.matches('[part="step-button"]') && focusedName() === 'Your details (done)',
      '"Your details (done)"',
    );
    await press('Enter');
    await onStep(flowPage, 'Your details');
    await tabTo((element) => element === flowPage.changeButton('time'), '"Change time"');
    await press('Enter');
    await onStep(flowPage, 'Choose a time');
  });

  it('in a dialog: Escape closes it and focus goes back to what opened it', async () => {
    const scope = newScope();
    const wrapper = await fixture(
      html`<div><button data-booking-flow="">Book now</button><booking-flow lang="en-US" mode="dialog" base-url=${scopedBaseUrl(scope)}></booking-flow></div>`,
    );
    const opener = wrapper.querySelector('button')!;
    const flowPage = new FlowPage(wrapper.querySelector('booking-flow')!);
    opener.focus();
    await press('Enter');
    await waitUntil(
      () => flowPage.dialog?.open && deepActiveElement() === flowPage.finder?.zipField,
      'the dialog never opened on the ZIP code',
    );
    // Shift+Tab stays in the dialog: the close button comes before the ZIP code field.
    await shiftTab();
    expect(focusedName()).to.equal('Close');
    await press('Escape');
    await waitUntil(() => !flowPage.dialog?.open, 'Escape did not close the dialog');
    expect(document.activeElement).to.equal(opener);
  });

  it('Enter on "Book another" starts over with focus in the ZIP code field', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId, { details: '' });
    flowPage.el.removeAttribute('customer-id');
    await flowPage.el.updateComplete;
    await toChosenTime(flowPage, world.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    for (const [field, value] of Object.entries(typedDetails)) await flowPage.fill(field as keyof typeof typedDetails, value);
    flowPage.finishButton.click();
    await waitUntil(() => flowPage.part('summary'), 'the summary never came');
    await tabTo((element) => element === flowPage.bookAnotherButton, '"Book another"');
    await press('Enter');
    await waitUntil(() => deepActiveElement() === flowPage.finder?.zipField, 'focus never reached the ZIP code field');
  });
});
