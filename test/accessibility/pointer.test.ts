/**
 * WCAG 2.2 success criteria 2.5.7, Dragging movements, 2.5.1, Pointer gestures, and 2.5.2, Pointer
 * cancellation: while every element is drawn and used (the whole flow gone through included), none
 * listens for a pointer's movement, a drag or a press going down, and none draws anything to drag:
 * every action is a single click, done when the pointer goes up (a click), which can be cancelled
 * by moving away before letting go.
 */
import { expect } from '@open-wc/testing';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

/** What a drag, a path or a press going down would be listened for with. */
const movingOrPressing = /^(pointer(move|down|rawupdate)|mouse(move|down)|touch(start|move)|drag.*|drop|gesture.*)$/;

/** Records the events listened for while `act` runs. */
async function listenedFor(act: () => Promise<unknown>): Promise<string[]> {
  const types = new Set<string>();
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
  ) {
    types.add(type);
    return original.call(this, type, ...rest);
  };
  try {
    await act();
  } finally {
    EventTarget.prototype.addEventListener = original;
  }
  return [...types];
}

describe('Dragging (WCAG 2.5.7), pointer gestures (2.5.1) and cancellation (2.5.2)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  for (const tag of everyTag) {
    it(`<${tag}> needs no drag, path or press: it listens for no pointer movement or press and draws nothing draggable`, async () => {
      let el: HTMLElement | undefined;
      const types = await listenedFor(async () => {
        el = await shown(tag, world);
      });
      expect(
        types.some((type) => type === 'click' || type === 'submit'),
        `no click or submit among ${types.join(', ')}`,
      ).to.equal(true);
      expect(types.filter((type) => movingOrPressing.test(type))).to.deep.equal([]);
      expect(drawnElements(el!).filter((element) => element.getAttribute('draggable') === 'true')).to.deep.equal([]);
    });
  }

  it('the whole flow, every step gone through, needs no drag, path or press', async () => {
    const types = await listenedFor(async () => {
      const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
      await throughEveryStep(flowPage, world.bookable.zipcode, async () => {
        expect(drawnElements(flow).filter((element) => element.getAttribute('draggable') === 'true')).to.deep.equal([]);
      });
    });
    expect(types.filter((type) => movingOrPressing.test(type))).to.deep.equal([]);
  });
});
