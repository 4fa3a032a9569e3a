/**
 * The LocalizeController on a plain Lit element, without the base class: the locale it finds
 * through `lang`, the words it loads before an update, and what it does when they fail to load.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { canonicalLocale, LocalizeController, localeOf, relocalize } from '../../src/shared/localize-controller.js';
import { translatable } from '../../src/shared/translations.js';

const english = { greeting: 'Hello', farewell: 'Goodbye' };
translatable(english, {
  es: () => Promise.resolve({ default: { greeting: 'Hola', farewell: 'Adiós' } }),
  fr: () => Promise.reject(new Error('offline')),
});

class SpeakingElement extends LitElement {
  replacements: Partial<typeof english> = {};
  readonly missing: string[] = [];
  updates = 0;
  readonly localize = new LocalizeController(this);

  constructor() {
    super();
    this.addEventListener('booking-warning', (event) => this.missing.push(event.detail.message));
  }

  // biome-ignore lint/suspicious/noConfusingVoidType: Lit's own signature: an update may wait for a promise.
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.localize.whenLoaded(english, () => super.scheduleUpdate());
  }

  protected override render() {
    this.updates += 1;
    return html`<p>${this.localize.text(english, this.replacements).greeting}</p>`;
  }
}
customElements.define('speaking-element', SpeakingElement);

/** A host whose shadow root holds a speaking element, to see `lang` cross it. */
class HostElement extends LitElement {
  protected override render() {
    return html`<speaking-element></speaking-element>`;
  }
}
customElements.define('speaking-host', HostElement);

const said = (element: SpeakingElement) => element.shadowRoot?.querySelector('p')?.textContent;

describe('canonicalLocale', () => {
  it('writes a locale the way Intl does, and refuses what is not one', () => {
    expect(canonicalLocale('es-mx')).to.equal('es-MX');
    expect(canonicalLocale('not a locale')).to.equal(undefined);
    expect(canonicalLocale('')).to.equal(undefined);
    expect(canonicalLocale(null)).to.equal(undefined);
  });
});

describe('localeOf', () => {
  it('takes the closest lang, across a shadow root, passing over one that is not a locale', async () => {
    const outer = await fixture<HTMLElement>(html`<div lang="de-ch"><speaking-host lang="not a locale"></speaking-host></div>`);
    const host = outer.querySelector('speaking-host')!;
    await (host as HostElement).updateComplete;
    const inner = host.shadowRoot!.querySelector('speaking-element')!;
    expect(localeOf(inner)).to.equal('de-CH');
  });

  it("falls back to the document's lang", async () => {
    const element = await fixture<SpeakingElement>(html`<speaking-element></speaking-element>`);
    const documentLang = document.documentElement.lang;
    document.documentElement.lang = 'es-AR';
    try {
      expect(localeOf(element)).to.equal('es-AR');
    } finally {
      document.documentElement.lang = documentLang;
    }
  });
});

describe('LocalizeController', () => {
  it('gives English words, with the host page replacements over them', async () => {
    const element = await fixture<SpeakingElement>(html`<speaking-element lang="de"></speaking-element>`);
    expect(element.localize.locale).to.equal('de');
    expect(said(element)).to.equal('Hello');
    element.replacements = { greeting: 'Welcome' };
    expect(element.localize.text(english, element.replacements)).to.deep.equal({ greeting: 'Welcome', farewell: 'Goodbye' });
  });

  it('holds the first update until the words of the language are loaded, so English never shows', async () => {
    const element = await fixture<SpeakingElement>(html`<speaking-element lang="es"></speaking-element>`);
    expect(said(element)).to.equal('Hola');
    expect(element.updates).to.equal(1);
    expect(element.localize.text(english, {}).farewell).to.equal('Adiós');
  });

  // The first element in French on this page: a language that failed to load is told of once per page.
  it('shows English, with a booking-warning naming the locale, when its words do not load', async () => {
    const element = await fixture<SpeakingElement>(html`<speaking-element lang="fr-BE"></speaking-element>`);
    expect(said(element)).to.equal('Hello');
    expect(element.missing).to.deep.equal(['Words for fr-BE not loaded: English shown']);
  });

  it('draws the elements inside another again in a new language (relocalize)', async () => {
    const host = await fixture<HostElement>(html`<speaking-host></speaking-host>`);
    const inner = host.shadowRoot!.querySelector<SpeakingElement>('speaking-element')!;
    await inner.updateComplete;
    expect(said(inner)).to.equal('Hello');
    // The host is no speaker: relocalize goes through its children only when it speaks.
    host.setAttribute('lang', 'es');
    relocalize(inner);
    await inner.updateComplete;
    await inner.updateComplete;
    expect(said(inner)).to.equal('Hola');
  });
});
