import { expect } from '@open-wc/testing';
import { slotIndexForKey } from '../../../src/elements/availability-picker/slot-list.js';

describe('picker slot lists', () => {
  it('moves one time at a time with the arrows, and to the ends with Home and End', () => {
    const key = (name: string, from: number, rtl = false) => slotIndexForKey(name, from, 5, rtl);
    expect(key('ArrowDown', 1)).to.equal(2);
    expect(key('ArrowUp', 1)).to.equal(0);
    expect(key('ArrowRight', 1)).to.equal(2);
    expect(key('ArrowLeft', 1)).to.equal(0);
    expect(key('Home', 3)).to.equal(0);
    expect(key('End', 1)).to.equal(4);
    expect(key('Enter', 1)).to.equal(undefined);
    expect(key('Tab', 1)).to.equal(undefined);
  });

  it('stops at the ends of the list', () => {
    expect(slotIndexForKey('ArrowUp', 0, 5, false)).to.equal(0);
    expect(slotIndexForKey('ArrowDown', 4, 5, false)).to.equal(4);
    expect(slotIndexForKey('ArrowRight', 4, 5, false)).to.equal(4);
  });

  it('follows the reading direction: in right-to-left text the left arrow goes on', () => {
    expect(slotIndexForKey('ArrowLeft', 1, 5, true)).to.equal(2);
    expect(slotIndexForKey('ArrowRight', 1, 5, true)).to.equal(0);
    expect(slotIndexForKey('ArrowDown', 1, 5, true)).to.equal(2);
  });
});
