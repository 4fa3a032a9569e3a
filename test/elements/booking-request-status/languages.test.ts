/**
 * `<booking-request-status>` in Spanish and French, right to left, and on a phone's 375 px:
 * a real declined request with its offered times, axe in each.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { byRole } from '../../helpers/roles.js';
import { branch, closeLink, heading, offeredSlots, openLink, openStatusPage, sendWithToken, staffChange } from './fixtures.js';

async function declined(lang: string, dir = 'ltr') {
  const slots = await offeredSlots(await branch());
  const sent = await sendWithToken(0, lang);
  await staffChange(sent.id, { status: 'declined', message: '—', offers: [slots[2]!] });
  openLink(sent.token);
  return openStatusPage({ lang, dir });
}

describe('<booking-request-status>: languages, direction, width', () => {
  afterEach(async () => {
    closeLink();
    await setViewport({ width: 800, height: 600 });
  });

  it('speaks Spanish', async () => {
    const el = await declined('es');
    expect(heading(el)).to.equal('La sucursal no puede atenderte a esa hora');
    byRole(el.shadowRoot!, 'button', 'Elegir esta hora');
    expect(el.shadowRoot!.textContent).to.contain('Historial');
    await expect(el).to.be.accessible();
  });

  it('speaks French', async () => {
    const el = await declined('fr');
    expect(heading(el)).to.equal('Le salon ne peut pas prendre ce créneau');
    byRole(el.shadowRoot!, 'button', 'Prendre ce créneau');
    await expect(el).to.be.accessible();
  });

  it('lays out right to left', async () => {
    const el = await declined('ar', 'rtl');
    const quote = el.shadowRoot!.querySelector<HTMLElement>('[part~="message"]')!;
    const style = getComputedStyle(quote);
    expect(style.borderRightWidth, 'the mark of the branch words starts on the right').to.equal('4px');
    expect(style.borderLeftWidth).to.equal('0px');
    const offer = el.shadowRoot!.querySelector<HTMLElement>('[part~="offer"]')!;
    const [time, button] = [offer.querySelector('span')!, offer.querySelector('button')!];
    expect(time.getBoundingClientRect().right).to.be.greaterThan(button.getBoundingClientRect().right);
    await expect(el).to.be.accessible();
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await declined('en');
    expect(el.scrollWidth).to.be.at.most(el.clientWidth + 1);
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
    const button = byRole(el.shadowRoot!, 'button', 'Take this time');
    expect(button.getBoundingClientRect().height).to.be.at.least(24);
    await expect(el).to.be.accessible();
  });
});
