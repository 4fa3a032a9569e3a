/**
 * WCAG 2.2 success criterion 2.2.1, Timing adjustable: no element sets a time limit on what a
 * customer does. Every timer the flow and the sign button set while the customer goes through
 * them (a sign link's wait included, its window blocked so that its link is offered instead) is
 * run at once, as if hours had passed: nothing the customer sees or typed changes, and the sign
 * link offered stays.
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/define.js';
import { newScope, scopedBaseUrl } from '../helpers/reference.js';
import { until } from '../helpers/until.js';
import { restoreWindowOpen, stubWindowOpen } from '../helpers/window-open.js';
import { drawnText } from '../elements/booking-flow/journey.js';
import { SignButtonPage } from '../pages/index.js';
import { readWorld, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

interface Timer {
  run: () => void;
  delay: number;
  done: boolean;
}

/** The client's time limit for one call (transport.ts): a request's, not the customer's. */
const callTimeLimitMs = 15_000;

/**
 * Records the timers set from now on; `runLong()` runs those of a second or more not yet run or
 * cleared, `pending(delay)` counts those of that delay not yet run or cleared.
 */
function recordTimers(): { runLong: () => number; pending: (delay: number) => number; stop: () => void } {
  const timers = new Map<number, Timer>();
  const { setTimeout: set, clearTimeout: clear } = window;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const timer: Timer = { run: () => (handler as (...values: unknown[]) => void)(...args), delay, done: false };
    const id = set(() => {
      timer.done = true;
      timer.run();
    }, delay);
    timers.set(id, timer);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    const timer = id === undefined ? undefined : timers.get(id);
    if (timer) timer.done = true;
    clear(id);
  }) as typeof window.clearTimeout;
  return {
    runLong: () => {
      let ran = 0;
      for (const [id, timer] of timers) {
        if (timer.done || timer.delay < 1000 || typeof timer.run !== 'function') continue;
        timer.done = true;
        clear(id);
        timer.run();
        ran += 1;
      }
      return ran;
    },
    pending: (delay) => [...timers.values()].filter((timer) => !timer.done && timer.delay === delay).length,
    stop: () => {
      window.setTimeout = set;
      window.clearTimeout = clear;
    },
  };
}

describe('Timing adjustable (WCAG 2.2.1)', function () {
  this.timeout(60000);
  let world: World;
  let timers: ReturnType<typeof recordTimers> | undefined;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    timers?.stop();
    restoreWindowOpen();
  });

  it('nothing in any step of the flow changes when every timer it set runs at once', async () => {
    timers = recordTimers();
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const changed: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      // Hours passing while a request is on its way would end it at its time limit, which is the
      // network's, not the customer's: each step is looked at once its requests have come back.
      await until('the requests of the step to come back', () => timers!.pending(callTimeLimitMs) === 0);
      const before = drawnText(flow);
      timers!.runLong();
      await flow.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (drawnText(flow) !== before) changed.push(`${step}: "${before}" became "${drawnText(flow)}"`);
    });
    expect(changed).to.deep.equal([]);
  });

  it('a sign link offered when the window was blocked stays offered however long the customer waits', async () => {
    stubWindowOpen({ blocked: true });
    timers = recordTimers();
    const agreement = world.fixtures.agreements.normal;
    const el = await fixture<SignButtonPage['el']>(
      html`<agreement-sign-button lang="en-US" base-url=${scopedBaseUrl(newScope())} agreement-id=${agreement.id}
        business-id=${agreement.businessId} customer-id=${world.customerId}></agreement-sign-button>`,
    );
    const button = new SignButtonPage(el);
    button.button.click();
    const link = await waitUntil(() => button.part('fallback-link'), 'no sign link was offered').then(
      () => button.part<HTMLAnchorElement>('fallback-link')!,
    );
    const href = link.href;
    timers.runLong();
    await el.updateComplete;
    expect(button.part<HTMLAnchorElement>('fallback-link')?.href).to.equal(href);
    expect(button.button.getAttribute('aria-disabled')).to.not.equal('true');
  });
});
