/**
 * The end of `<booking-flow>`'s journey (issue 20): what the request holds and what comes next,
 * "Add to calendar" (an .ics file written in the browser) and "Book another" (a new journey,
 * nothing kept).
 */
import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { requestedTimeFile } from '../../src/elements/booking-flow/add-to-calendar.js';
import { bookingFlowStrings } from '../../src/elements/booking-flow/booking-flow.strings.js';
import type { BookingFlowCompleteDetail } from '../../src/elements/booking-flow/events.js';
import { utcDateTime } from '../../src/common/ics.js';
import { formatTime } from '../../src/common/time.js';
import { allByRole, deepActiveElement, spokenWords } from '../helpers/roles.js';
import { stubWindowOpen } from '../helpers/window-open.js';
import type { FlowPage } from '../pages/index.js';
import { drawnOutside, findZip, flowSetting, isUnavailable, onStep, renderFlow, tabTo, toChosenTime } from './booking-flow/journey.js';

/** What a download link was given: the file's URL and name, and the file, read. */
interface Download {
  readonly href: string;
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

/** Catches what the page saves through a download link, instead of saving it. */
function catchDownloads(): { readonly saved: Promise<Download>; readonly restore: () => void } {
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let resolve: (download: Download) => void = () => {};
  const saved = new Promise<Download>((settle) => {
    resolve = settle;
  });
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) void blob.text().then((text) => resolve({ href: this.href, name: this.download, type: blob.type, text }));
  };
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

const unfolded = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('<booking-flow> completion', function () {
  this.timeout(40000);

  const setting = flowSetting();

  /** Through every step to the summary; answers the completion's detail. */
  async function complete(flowPage: FlowPage): Promise<BookingFlowCompleteDetail> {
    const flow = flowPage.el;
    await toChosenTime(flowPage, setting.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    for (const [field, value] of Object.entries({ name: 'Jane Doe', phone: '555 123 4567', petName: 'Biscuit', petType: 'DOG' })) {
      await flowPage.fill(field as 'name', value);
    }
    flowPage.continueButton.click();
    await flowPage.shownAgreements();
    for (const signButton of flowPage.signButtons) signButton.button.click();
    await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
    const completed = oneEvent(flow, 'booking-flow-complete');
    flowPage.finishButton.click();
    const detail = (await completed).detail;
    await waitUntil(() => flowPage.part('summary'), 'the summary never came');
    return detail;
  }

  it('says what the request holds and that the branch confirms it, and offers what to do next', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, { 'customer-id': setting.customerId, details: '' });
    const { slot, agreements } = await complete(flowPage);
    await waitUntil(() => spokenWords(deepActiveElement()!) === 'Thank you! Your request is ready.', 'the heading never took focus');
    expect(flowPage.part('next-steps')!.textContent).to.equal(
      `Until ${setting.bookable.businessName} confirms an appointment with you, the time is not booked.`,
    );
    // Each term with what it holds, a line each (agreements' titles as text, whatever they hold).
    const terms = [...flowPage.part('summary')!.children].reduce<string[][]>((list, child) => {
      if (child.localName === 'dt') list.push([spokenWords(child)]);
      else list.at(-1)!.push(...(child.querySelector('ul') ? allByRole(child, 'listitem') : [child]).map(spokenWords));
      return list;
    }, []);
    expect(terms).to.deep.equal([
      ['Branch', setting.bookable.businessName],
      ['Day and time', terms[1]![1]!],
      ['Your details', 'Jane Doe', '555 123 4567', 'Biscuit (Dog)'],
      ['Sent for signing', ...agreements.map(({ title }) => title)],
    ]);
    expect(terms[1]![1]).to.contain(formatTime(slot.startTime, slot.timeZone, 'en-US'));
    expect(allByRole(flowPage.part('actions')!, 'button').map(spokenWords)).to.deep.equal(['Add to calendar', 'Book another']);
    expect(drawnOutside(flow)).to.deep.equal([]);
    await expect(flow).to.be.accessible();
  });

  it('"Add to calendar" saves an .ics file of the requested time, marked as not confirmed', async () => {
    const downloads = catchDownloads();
    try {
      const { flow, flowPage } = await renderFlow(setting.scope, {});
      const picker = await toChosenTime(flowPage, setting.bookable.zipcode);
      const slot = picker.el.value!;
      flowPage.confirmTimeButton.click();
      await waitUntil(() => flowPage.part('summary'), 'the summary never came');
      await tabTo((element) => element === flowPage.addToCalendarButton, '"Add to calendar"');
      await sendKeys({ press: 'Enter' });
      const file = await downloads.saved;
      expect(file.name).to.equal('grooming-request.ics');
      expect(file.type).to.equal('text/calendar;charset=utf-8');
      expect(file.href).to.match(/^blob:/);
      const lines = unfolded(file.text);
      const groomer = `${slot.firstName} ${slot.lastName}`;
      expect(lines).to.include.members([
        `DTSTART:${utcDateTime(slot.startTime)}`,
        `DTEND:${utcDateTime(slot.endTime)}`,
        `SUMMARY:Grooming request at ${setting.bookable.businessName.replace(/[,;]/g, '\\$&')} (not yet confirmed)`,
        'STATUS:TENTATIVE',
      ]);
      expect(lines.find((line) => line.startsWith('DESCRIPTION:')))
        .to.contain(`Requested with ${groomer}`)
        .and.contain('awaits the confirmation');
      // The file is the one the flow's writer makes for this request (when it was written aside).
      const request = { businessId: setting.bookable.businessId, branch: setting.bookable.businessName, groomer, slot };
      const written = requestedTimeFile(request, bookingFlowStrings, new Date(0));
      const stamped = (text: string) => text.replace(/DTSTAMP:\d{8}T\d{6}Z/, 'DTSTAMP:…');
      expect(stamped(file.text)).to.equal(stamped(written));
      await expect(flow).to.be.accessible();
    } finally {
      downloads.restore();
    }
  });

  it('"Book another" starts over at the first step, keeping nothing of the journey but the host’s prefill and who the customer is', async () => {
    stubWindowOpen();
    const { flow, flowPage } = await renderFlow(setting.scope, {
      'customer-id': setting.customerId,
      details: '',
      zipcode: setting.bookable.zipcode,
    });
    flow.customer = { email: 'jane@example.com' };
    const completions: BookingFlowCompleteDetail[] = [];
    flow.addEventListener('booking-flow-complete', (event) => completions.push(event.detail));
    await waitUntil(() => flowPage.currentStep === 'Choose a time', 'the zipcode was never looked up');
    const picker = await flowPage.shownPicker();
    await picker.chooseFirstFreeTime();
    await flow.updateComplete;
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    for (const [field, value] of Object.entries({ name: 'Jane Doe', petName: 'Biscuit', note: 'First visit' })) {
      await flowPage.fill(field as 'name', value);
    }
    flowPage.continueButton.click();
    await flowPage.shownAgreements();
    for (const signButton of flowPage.signButtons) signButton.button.click();
    await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
    flowPage.finishButton.click();
    await waitUntil(() => flowPage.part('summary'), 'the summary never came');

    await tabTo((element) => element === flowPage.bookAnotherButton, '"Book another"');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => deepActiveElement() === flowPage.finder?.zipField, 'focus never reached the ZIP code field');
    expect(flowPage.stepNames).to.deep.equal([
      'Find your branch',
      'Choose a time (upcoming)',
      'Your details (upcoming)',
      'Sign the agreements (upcoming)',
    ]);
    expect(flowPage.finder!.zipField.value, 'not even the zipcode attribute’s').to.equal('');
    expect(flowPage.picker).to.equal(null);
    await expect(flow).to.be.accessible();

    // A new journey: no time chosen, the customer's own details offered again (the note empty), no agreement opened.
    await findZip(flowPage, setting.bookable.zipcode);
    await onStep(flowPage, 'Choose a time');
    expect((await flowPage.shownPicker()).el.value).to.equal(null);
    expect(isUnavailable(flowPage.confirmTimeButton)).to.equal(true);
    await (await flowPage.shownPicker()).chooseFirstFreeTime();
    await flow.updateComplete;
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    expect(['name', 'email', 'petName', 'note'].map((field) => flowPage.field(field as 'name').value)).to.deep.equal([
      'Jane Doe',
      'jane@example.com',
      'Biscuit',
      '',
    ]);
    await flowPage.fill('name', 'Sam Roe');
    await flowPage.fill('petName', 'Pepper');
    flowPage.continueButton.click();
    await flowPage.shownAgreements();
    expect(flowPage.agreementStates.every((state) => state === 'Not opened')).to.equal(true);
    for (const signButton of flowPage.signButtons) signButton.button.click();
    await waitUntil(() => !isUnavailable(flowPage.finishButton), 'Finish stays unavailable');
    flowPage.finishButton.click();
    await waitUntil(() => completions.length === 2, 'the second journey never completed');
    expect(completions[1]!.customer).to.include({ name: 'Sam Roe', email: 'jane@example.com', petName: 'Pepper', note: '' });
    expect(completions[1]!.agreementRecordIds).to.not.include.members(completions[0]!.agreementRecordIds);
  });
});
