/**
 * `<booking-request-status>`'s slot watch view in Spanish and French, right to left, and on a
 * phone's 375 px: a real watch with a time that opened, axe in each.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { byLabel, byRole, shownText } from '../../helpers/roles.js';
import { branch, closeLink, offeredSlots } from './fixtures.js';
import { makeWatch, openWatchLink, openWatchPage } from './watch-fixtures.js';

const said = (el: HTMLElement) => shownText(el).replace(/\s+/g, ' ').trim();

async function watchWithTime(lang: string, dir = 'ltr') {
  const [time] = await offeredSlots(await branch());
  const watch = await makeWatch({ language: lang });
  openWatchLink(watch.token, time);
  return openWatchPage({ lang, dir });
}

describe('<booking-request-status>: a slot watch in other languages, right to left, on a phone', function () {
  this.timeout(60_000);

  afterEach(async () => {
    closeLink();
    await setViewport({ width: 800, height: 600 });
  });

  it('speaks Spanish', async () => {
    const el = await watchWithTime('es');
    byRole(el.shadowRoot!, 'heading', 'Te escribiremos cuando haya una hora libre');
    expect(said(el)).to.contain('Sábados y domingos');
    expect(said(el)).to.contain('Mañanas');
    expect(said(el)).to.contain('Cualquier peluquero');
    expect(said(el)).to.contain('Perro');
    byRole(el.shadowRoot!, 'region', 'Se liberó una hora');
    byLabel(el.shadowRoot!, 'Nombre de tu mascota');
    byRole(el.shadowRoot!, 'button', 'Elegir esta hora');
    byRole(el.shadowRoot!, 'button', 'Dejar de avisarme');
    await expect(el).to.be.accessible();
  });

  it('speaks French', async () => {
    const el = await watchWithTime('fr');
    byRole(el.shadowRoot!, 'heading', 'Nous vous écrirons quand un créneau se libère');
    expect(said(el)).to.contain('Samedis et dimanches');
    byRole(el.shadowRoot!, 'button', 'Prendre ce créneau');
    byRole(el.shadowRoot!, 'button', 'Ne plus m’avertir');
    await expect(el).to.be.accessible();
  });

  it('lays out right to left on a 375 px phone without sideways scrolling', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await watchWithTime('ar', 'rtl');
    const opened = el.shadowRoot!.querySelector<HTMLElement>('[part~="opened"]')!;
    const style = getComputedStyle(opened);
    expect(style.borderRightWidth, 'the mark of the time that opened starts on the right').to.equal('4px');
    expect(el.scrollWidth).to.be.at.most(el.clientWidth + 1);
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
    const take = byRole(el.shadowRoot!, 'button', 'Take this time');
    expect(take.getBoundingClientRect().height).to.be.at.least(24);
    const input = byLabel<HTMLInputElement>(el.shadowRoot!, 'Your pet’s name');
    expect(input.getBoundingClientRect().right).to.be.at.most(375);
    await expect(el).to.be.accessible();
  });
});
