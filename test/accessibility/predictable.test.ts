/**
 * WCAG 2.2 success criteria 3.2.1, On focus, 3.2.2, On input, 3.2.3, Consistent navigation, and
 * 3.2.4, Consistent identification, in `<booking-flow>`: focusing any control of a step changes
 * nothing; choosing a day, a time or a pet type goes to no other step (the footer's button does);
 * and every step after the first is laid out alike: the step indicator, the heading, what was
 * chosen with its "Change" buttons named the same, the step, then its footer.
 */
import { expect } from '@open-wc/testing';
import { newScope } from '../helpers/reference.js';
import { accessibleName } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { readWorld, type World } from './every-element.js';
import { renderJourney, tabThrough, throughEveryStep } from './flow-walk.js';

describe('Predictable (WCAG 3.2.1, 3.2.2, 3.2.3, 3.2.4)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('focusing every control of every step changes neither the step nor what is shown', async () => {
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const moved: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      const current = flowPage.currentStep;
      const panel = flowPage.shownPanel;
      flowPage.heading!.focus();
      await tabThrough(flow, (control) => {
        if (flowPage.currentStep !== current || flowPage.shownPanel !== panel) moved.push(`${step}: focusing "${accessibleName(control)}"`);
      });
    });
    expect(moved).to.deep.equal([]);
  });

  it('choosing a day, a time or a pet type stays in its step: only the footer’s button goes on', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      if (step === 'Choose a time') {
        const picker = flowPage.picker!;
        await picker.click(picker.freeDays.at(-1)!);
        await picker.click(picker.slots.at(-1)!);
        await flowPage.el.updateComplete;
        expect(flowPage.currentStep).to.equal('Choose a time');
      }
      if (step === 'Your details') {
        await flowPage.fill('petType', 'DOG');
        expect(flowPage.currentStep).to.equal('Your details');
      }
    });
  });

  it('lays out every step after the first alike, its "Change" buttons named the same', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    const layouts: Record<string, string[]> = {};
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      if (step === 'Find your branch' || step === 'summary') return;
      const panel = flowPage.shownPanel!;
      const parts = [...panel.children].map((child) => child.getAttribute('part') ?? child.localName);
      layouts[step] = [parts[0]!, parts[1]!, parts.at(-1) === 'footer' || panel.querySelector('[part="footer"]') ? 'footer' : 'no footer'];
      layouts[`${step} changes`] = [...panel.querySelectorAll('[part="change-button"]')].map((button) => accessibleName(button));
      const indicatorFirst = Boolean(flowPage.part('step-indicator')!.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING);
      layouts[step].unshift(indicatorFirst ? 'step-indicator' : 'no step indicator before');
    });
    expect(layouts).to.deep.equal({
      'Choose a time': ['step-indicator', 'heading', 'context', 'footer'],
      'Choose a time changes': ['Change branch'],
      'Your details': ['step-indicator', 'heading', 'context', 'footer'],
      'Your details changes': ['Change branch', 'Change time'],
      'Sign the agreements': ['step-indicator', 'heading', 'context', 'footer'],
      'Sign the agreements changes': ['Change branch', 'Change time'],
    });
  });
});
