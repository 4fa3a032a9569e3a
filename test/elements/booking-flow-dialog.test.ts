/**
 * `<booking-flow mode="dialog">` (issue 20): it opens on the first field of its step, its footer
 * stays in view inside the dialog however long the step (at 1280 x 900 too), and it is a
 * full-screen sheet on a phone.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { customerOf, newScope, referenceFixtures, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { accessibleName, deepActiveElement } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';
import { FlowPage, type PickerPage } from '../pages/index.js';
import { findZip } from './booking-flow/journey.js';

const box = (element: Element) => element.getBoundingClientRect();

/** What is drawn on top at the centre of an element, looking through shadow roots. */
function drawnAtCentre(element: Element): Element | null {
  const { left, top, width, height } = box(element);
  let found: Element | null = document.elementFromPoint(left + width / 2, top + height / 2);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(left + width / 2, top + height / 2);
    if (!inner || inner === found) break;
    found = inner;
  }
  return found;
}

/** The free days shown, the one with the most free times first (their names say how many). */
async function busiestDaysFirst(picker: PickerPage): Promise<HTMLButtonElement[]> {
  await waitUntil(() => picker.freeDays.length > 0, 'no free day');
  const times = (day: HTMLElement) => Number(/(\d+) free times?$/.exec(accessibleName(day))?.[1] ?? 0);
  return [...picker.freeDays].sort((one, other) => times(other) - times(one));
}

/** Chooses the first time of the shown day with the most free times. */
async function chooseBusiestDay(picker: PickerPage): Promise<void> {
  const [busiest] = await busiestDaysFirst(picker);
  await picker.click(busiest!);
  await picker.click(await until('the day’s times', () => picker.slots[0]));
}

/**
 * Chooses the first time of a shown day whose times make the step longer than the dialog, trying
 * the busiest days first, and the next range when none of this one is (a month seen on its last
 * day has only that day); fails saying so when three ranges have none.
 */
async function chooseDayLongerThanDialog(picker: PickerPage, dialog: HTMLElement): Promise<void> {
  for (let ranges = 0; ranges < 3; ranges += 1) {
    for (const day of await busiestDaysFirst(picker)) {
      await picker.click(day);
      await picker.click(await until('the day’s times', () => picker.slots[0]));
      await new Promise(requestAnimationFrame);
      if (dialog.scrollHeight > dialog.clientHeight) return;
    }
    await picker.click(picker.nextButton);
  }
  throw new Error(`no day of three ranges makes the step longer than the dialog (${dialog.clientHeight} px)`);
}

describe('<booking-flow mode="dialog">', function () {
  this.timeout(40000);

  let bookable: ReferenceFixtures['enabledBranch'];
  let customerId: string;

  before(async () => {
    bookable = (await referenceFixtures()).enabledBranch;
    customerId = await customerOf(bookable.companyId);
  });

  afterEach(async () => {
    restoreWindowOpen();
    await setViewport({ width: 800, height: 600 });
  });

  async function renderDialog(attributes: Record<string, string>) {
    const flow = document.createElement('booking-flow');
    flow.setAttribute('base-url', scopedBaseUrl(newScope()));
    flow.setAttribute('mode', 'dialog');
    for (const [name, value] of Object.entries(attributes)) flow.setAttribute(name, value);
    const page = await fixture<HTMLElement>(html`<div><button data-booking-flow>Book now</button>${flow}</div>`);
    const flowPage = new FlowPage(flow);
    const open = async () => {
      page.querySelector('button')!.click();
      await waitUntil(() => flowPage.dialog?.open, 'the dialog never opened');
      await Promise.all(flowPage.shadow.getAnimations().map((animation) => animation.finished));
    };
    return { flow, flowPage, open };
  }

  it('keeps "Confirm time" whole and in view at the bottom of the dialog at 1280 x 900, however long the day', async () => {
    await setViewport({ width: 1280, height: 900 });
    const { flow, flowPage, open } = await renderDialog({ zipcode: bookable.zipcode, layout: 'month' });
    await open();
    const dialog = flowPage.dialog!;
    await chooseDayLongerThanDialog(await flowPage.shownPicker(), dialog);
    await flow.updateComplete;
    expect(dialog.scrollHeight, 'the step is longer than the dialog').to.be.above(dialog.clientHeight);
    for (const scrolled of [0, dialog.scrollHeight / 2]) {
      dialog.scrollTop = scrolled;
      await new Promise(requestAnimationFrame);
      const confirm = box(flowPage.confirmTimeButton);
      expect(confirm.top, `scrolled ${scrolled}`).to.be.at.least(box(dialog).top);
      expect(confirm.bottom, `scrolled ${scrolled}`).to.be.at.most(box(dialog).bottom);
      expect(drawnAtCentre(flowPage.confirmTimeButton), `scrolled ${scrolled}: something covers it`).to.equal(flowPage.confirmTimeButton);
    }
    // The footer spans the dialog, its chosen time beside the button.
    expect(box(flowPage.footer!).width).to.be.closeTo(dialog.clientWidth, 1);
    expect(flowPage.chosenTime).to.match(/ with /);
    await expect(flow).to.be.accessible();
  });

  it('is a full-screen sheet on a phone, its footer at the bottom of the screen', async () => {
    await setViewport({ width: 375, height: 700 });
    const { flow, flowPage, open } = await renderDialog({ zipcode: bookable.zipcode });
    await open();
    await chooseBusiestDay(await flowPage.shownPicker());
    await flow.updateComplete;
    const dialog = flowPage.dialog!;
    const sheet = box(dialog);
    expect([sheet.left, sheet.top, sheet.width, sheet.height]).to.deep.equal([0, 0, 375, 700]);
    expect(getComputedStyle(dialog).borderRadius).to.equal('0px');
    expect(box(flowPage.footer!).bottom).to.be.closeTo(700, 1);
    expect(drawnAtCentre(flowPage.confirmTimeButton)).to.equal(flowPage.confirmTimeButton);
    expect(dialog.scrollWidth, 'nothing is cut off sideways').to.be.at.most(dialog.clientWidth);
    await expect(flow).to.be.accessible();
  });

  it('opens on the first field of its step: the details’ first field, the first agreement’s button', async () => {
    stubWindowOpen();
    const { flow, flowPage, open } = await renderDialog({ 'customer-id': customerId, details: '' });
    await open();
    await findZip(flowPage, bookable.zipcode);
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    await flow.updateComplete;
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    flow.close();
    await open();
    await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never reached the name field');

    for (const [field, value] of Object.entries({ name: 'Jane Doe', email: 'jane@example.com', petName: 'Biscuit' })) {
      await flowPage.fill(field as 'name', value);
    }
    flowPage.continueButton.click();
    await flowPage.shownAgreements();
    flow.close();
    await open();
    const first = flowPage.signButtons[0]!;
    await waitUntil(() => deepActiveElement() === first.button, 'focus never reached the first agreement’s button');
    await expect(flow).to.be.accessible();
    flow.close();
  });
});
