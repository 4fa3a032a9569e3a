/**
 * What Cal.com's own audit found missing in its embed (issue 26416), proven of `<booking-flow>`: a
 * heading per step, focus moved to it when the step begins, each step's change said once (by that
 * focus, and by no live region besides), the step indicator telling the current step, and the
 * required fields exposed as required in the browser's accessibility tree.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, sendKeys } from '@web/test-runner-commands';
import { newScope } from '../helpers/reference.js';
import { accessibleName, deepActiveElement } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { findZip, onStep, tabTo, toChosenTime } from '../elements/booking-flow/journey.js';
import { listen } from './announcements.js';
import { readWorld, type World } from './every-element.js';
import { renderJourney, typedDetails } from './flow-walk.js';

/** A node of Chromium's accessibility tree, as Puppeteer serialises it. */
interface AxNode {
  role: string;
  name?: string;
  level?: number;
  required?: boolean;
  description?: string;
  children?: AxNode[];
}

const axNodes = (node: AxNode): AxNode[] => [node, ...(node.children ?? []).flatMap(axNodes)];

describe('The flow’s steps (headings, focus, announcements, required fields)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  it('gives each step one heading that takes focus when the step begins, and says each step’s change once', async () => {
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const listener = listen(flow);
    const changes: { step: string; heard: string[] }[] = [];
    /** Waits for the step's heading to have focus, and keeps what was said since the last step. */
    const reached = async (step: string) => {
      await onStep(flowPage, step);
      expect(flowPage.currentStep).to.equal(step);
      // Said as it is focused; the live regions of the flow and of its elements say something else.
      await new Promise((resolve) => setTimeout(resolve, 200));
      changes.push({ step, heard: [...listener.heard] });
      listener.clear();
    };
    try {
      await findZip(flowPage, world.bookable.zipcode);
      await reached('Choose a time');
      const picker = await flowPage.shownPicker();
      await picker.chooseFirstFreeTime();
      await tabTo((element) => element === flowPage.confirmTimeButton, '"Confirm time"');
      listener.clear();
      await sendKeys({ press: 'Enter' });
      await flowPage.shownDetails();
      await reached('Your details');
      for (const [field, value] of Object.entries(typedDetails)) await flowPage.fill(field as keyof typeof typedDetails, value);
      await tabTo((element) => element === flowPage.continueButton, '"Continue"');
      listener.clear();
      await sendKeys({ press: 'Enter' });
      await reached('Sign the agreements');
    } finally {
      listener.stop();
    }
    for (const { step, heard } of changes) {
      expect(
        heard.filter((said) => said.includes(step)),
        `${step}: ${heard.join(' | ')}`,
      ).to.deep.equal([`focus: ${step}`]);
    }
    // One heading per step drawn, of level 2, named as the step in the indicator.
    const tree = axNodes((await a11ySnapshot({})) as unknown as AxNode);
    const headings = tree.filter((node) => node.role === 'heading');
    expect(headings.map((node) => `${node.level} ${node.name}`)).to.deep.equal(['2 Sign the agreements']);
    expect(flowPage.stepNames).to.deep.equal([
      'Find your branch (done)',
      'Choose a time (done)',
      'Your details (done)',
      'Sign the agreements',
    ]);
  });

  it('exposes the required fields of "Your details" as required, and the phone or e-mail rule with both', async () => {
    const { flowPage } = await renderJourney(newScope(), world.customerId);
    await toChosenTime(flowPage, world.bookable.zipcode);
    flowPage.confirmTimeButton.click();
    await flowPage.shownDetails();
    await flowPage.el.updateComplete;
    const tree = axNodes((await a11ySnapshot({})) as unknown as AxNode);
    const field = (name: RegExp) => {
      const found = tree.find((node) => (node.role === 'textbox' || node.role === 'combobox') && name.test(node.name ?? ''));
      if (!found) throw new Error(`no field named ${name} in the accessibility tree`);
      return found;
    };
    expect(field(/^Your name$/).required, 'Your name').to.equal(true);
    expect(field(/^Your pet’s name$/).required, 'Your pet’s name').to.equal(true);
    for (const optional of [/^Phone$/, /^E-mail$/, /^Type of pet/, /^Anything the groomer/]) {
      expect(field(optional).required ?? false, String(optional)).to.equal(false);
    }
    // Either of the two is required: each says so in its description.
    const rule = accessibleName(flowPage.part('hint')!) || flowPage.part('hint')!.textContent!.trim();
    expect(field(/^Phone$/).description).to.equal(rule);
    expect(field(/^E-mail$/).description).to.equal(rule);
    // Going on with nothing given: focus goes to the first field with a problem, which says what it is.
    await flowPage.fill('name', '');
    flowPage.continueButton.click();
    await waitUntil(() => deepActiveElement() === flowPage.field('name'), 'focus never went to the name');
    expect(flowPage.fieldProblem('name')).to.not.equal('');
  });
});
