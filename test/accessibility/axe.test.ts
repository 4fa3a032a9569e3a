/**
 * What axe-core checks of every element in its state of use, on a light page and a dark one: text
 * contrast (WCAG 1.4.3), names, roles and values (4.1.2), text alternatives (1.1.1), structure
 * (1.3.1), labels (3.3.2, 2.5.3), link purpose (2.4.4), the language of parts (3.1.2). Axe finds
 * only part of what these criteria ask; the other tests of this folder measure the rest.
 */
import { expect } from '@open-wc/testing';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { everyTag, readWorld, shown, type World } from './every-element.js';

const pages = {
  light: 'background: #fff; color: #1d1d1f',
  dark: 'color-scheme: dark; background: #121212; color: #f1f1f1',
} as const;

describe('axe-core on every element', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  for (const [theme, pageStyle] of Object.entries(pages)) {
    for (const tag of everyTag) {
      it(`<${tag}> passes axe on a ${theme} page`, async () => {
        const el = await shown(tag, world);
        el.parentElement!.setAttribute('style', `${pageStyle}; padding: 8px`);
        await expect(el).to.be.accessible();
      });
    }
  }
});
