/**
 * The built-in Spanish and French words, in the browser over HTTP: each element speaks the
 * language of its `lang` (or its closest ancestor's), loads it only when a page asks for it,
 * lets `strings` override it, and stays in English when the words fail to load.
 */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { customElement } from 'lit/decorators.js';
import '../../src/elements/agreement-sign-button/define.js';
import '../../src/elements/availability-picker/define.js';
import type { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import '../../src/elements/booking-flow/define.js';
import type { BookingFlow } from '../../src/elements/booking-flow/booking-flow.js';
import '../../src/elements/franchise-finder/define.js';
import type { FranchiseFinder } from '../../src/elements/franchise-finder/franchise-finder.js';
import '../../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../../src/elements/review-feed/review-feed.js';
import { BookingElement, type BookingWarningDetail } from '../../src/shared/booking-element.js';
import { errorStrings } from '../../src/shared/strings.js';
import { translatable } from '../../src/shared/translations.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { accessibleName, allByRole, byRole, queryByRole, spokenWords } from '../helpers/roles.js';
import { FeedPage, FinderPage, FlowPage } from '../pages/index.js';

// The test page loads a few hundred modules before these tests; the browser's default buffer of
// 250 resource timings would then drop the translations' entries.
performance.setResourceTimingBufferSize(5_000);

/** The translation modules the page has fetched so far. */
const fetchedTranslations = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/src\/.*\/locales\//.test(name));

/** Renders an element and waits for its first draw (its words may arrive after it). */
async function shown<El extends BookingElement>(template: ReturnType<typeof html>, selector?: string): Promise<El> {
  const host = await fixture<HTMLElement>(template);
  const el = (selector ? host.querySelector(selector) : host) as El;
  await el.updateComplete;
  return el;
}

const pickerStrings = { es: ['Semana anterior', 'Semana siguiente'], fr: ['Semaine précédente', 'Semaine suivante'] } as const;
const finderStrings = { es: ['Código postal', 'Buscar'], fr: ['Code postal', 'Rechercher'] } as const;

describe('built-in translations', () => {
  let world: ReferenceFixtures;

  before(async () => {
    world = await referenceFixtures();
  });

  describe('loading', () => {
    it('fetches no translation for a page of English elements', async () => {
      const { enabledBranch, agreements } = world;
      const scope = scopedBaseUrl(newScope());
      const host = await fixture<HTMLElement>(html`<div lang="en-US">
        <franchise-finder base-url=${scope}></franchise-finder>
        <availability-picker base-url=${scope} company-id=${enabledBranch.companyId} business-id=${enabledBranch.businessId}></availability-picker>
        <review-feed base-url=${scope} business-id=${enabledBranch.businessId}></review-feed>
        <agreement-sign-button base-url=${scope} agreement-id=${agreements.normal.id} customer-id="c" business-id=${agreements.normal.businessId}></agreement-sign-button>
        <booking-flow base-url=${scope}></booking-flow>
      </div>`);
      const elements = [...host.children] as BookingElement[];
      await Promise.all(elements.map((el) => el.updateComplete));
      expect(byRole(host.querySelector('franchise-finder')!, 'button', 'Find')).to.exist;
      expect(fetchedTranslations()).to.deep.equal([]);
    });

    it('fetches a language once, and only the modules of the elements that show it', async () => {
      const paths = () => fetchedTranslations().map((name) => new URL(name).pathname.replace(/\.(ts|js)$/, ''));
      const finder = await shown<FranchiseFinder>(html`<franchise-finder lang="es"></franchise-finder>`);
      // The words arrive after the first draw, and a resource's timing entry a moment after them.
      await waitUntil(() => queryByRole(finder, 'button', finderStrings.es[1]) && paths().length >= 2, 'the Spanish words never arrived');
      expect(paths()).to.deep.equal(['/src/shared/locales/es', '/src/elements/franchise-finder/locales/es']);
      const host = await fixture<HTMLElement>(
        html`<div lang="es"><franchise-finder></franchise-finder><franchise-finder></franchise-finder></div>`,
      );
      await Promise.all([...host.querySelectorAll('franchise-finder')].map((el) => el.updateComplete));
      expect(paths()).to.have.length(2);
    });
  });

  for (const language of ['es', 'fr'] as const) {
    describe(`lang="${language}"`, () => {
      it("<franchise-finder> names its field and button, and says what is wrong in the customer's words", async () => {
        const el = await shown<FranchiseFinder>(
          html`<franchise-finder lang=${language} base-url=${scopedBaseUrl(newScope())}></franchise-finder>`,
        );
        const [label, find] = finderStrings[language];
        expect(byRole(el, 'textbox', label)).to.exist;
        byRole<HTMLButtonElement>(el, 'button', find).click();
        await el.updateComplete;
        expect(spokenWords(new FinderPage(el).part('message')!)).to.equal(
          language === 'es' ? 'Escribe tu código postal.' : 'Saisissez votre code postal.',
        );
        await expect(el).to.be.accessible();
      });

      it('<availability-picker> names its range buttons, and a failure says so with "Try again" in words', async () => {
        const scope = newScope();
        await plan(scope, { steps: [{ operation: 'GetCompany', error: 'UNAVAILABLE', times: 5 }] });
        const { companyId, businessId } = world.enabledBranch;
        const el = await shown<AvailabilityPicker>(
          html`<availability-picker lang=${language} base-url=${scopedBaseUrl(scope)} company-id=${companyId} business-id=${businessId}></availability-picker>`,
        );
        const [previous, next] = pickerStrings[language];
        expect(byRole(el, 'button', previous)).to.exist;
        expect(byRole(el, 'button', next)).to.exist;
        await waitUntil(() => queryByRole(el, 'alert'), 'the failure is shown');
        expect(spokenWords(byRole(el, 'alert'))).to.contain(
          language === 'es'
            ? 'El servicio de reservas no está disponible en este momento. Inténtalo de nuevo.'
            : 'Le service de réservation est indisponible pour le moment. Veuillez réessayer.',
        );
        expect(byRole(el, 'button', language === 'es' ? 'Reintentar' : 'Réessayer')).to.exist;
        await expect(el).to.be.accessible();
      });

      it('<review-feed> names its list and sums its reviews up, plurals included', async () => {
        const el = await shown<ReviewFeed>(
          html`<review-feed lang=${language} base-url=${scopedBaseUrl(newScope())} business-id=${world.enabledBranch.businessId}></review-feed>`,
        );
        const feed = new FeedPage(el);
        await waitUntil(() => feed.summary?.getAttribute('aria-busy') === 'false', 'the summary is counted', { timeout: 5000 });
        const summary = feed.summaryText;
        expect(summary).to.match(
          language === 'es'
            ? /^Calificación promedio de \d,\d sobre 5 según \d+ opiniones$/
            : /^Note moyenne de \d,\d sur 5 d’après \d+ avis$/,
        );
        expect(byRole(el, 'list', language === 'es' ? 'Opiniones de clientes' : 'Avis des clients')).to.exist;
        const rows = allByRole(byRole(el, 'list', language === 'es' ? 'Opiniones por calificación' : 'Avis par note'), 'listitem').map(
          spokenWords,
        );
        expect(rows[0]).to.match(language === 'es' ? /^5 estrellas: \d+ opini(ón|ones)$/ : /^5 étoiles : \d+ avis$/);
        expect(rows[4]).to.match(language === 'es' ? /^1 estrella: / : /^1 étoile : /);
        await expect(el).to.be.accessible();
      });

      it('<agreement-sign-button> names its button, and a configuration problem in words', async () => {
        const { normal } = world.agreements;
        const el = await shown(
          html`<agreement-sign-button lang=${language} base-url=${scopedBaseUrl(newScope())} agreement-id=${normal.id} customer-id="c" business-id=${normal.businessId}></agreement-sign-button>`,
        );
        expect(byRole(el, 'button', language === 'es' ? 'Firmar el documento' : 'Signer le document')).to.exist;
        el.setAttribute('target', 'popup');
        await el.updateComplete;
        await waitUntil(() => queryByRole(el, 'alert'), 'the problem is shown');
        expect(spokenWords(byRole(el, 'alert'))).to.equal(
          language === 'es'
            ? 'Este módulo de reservas no está bien configurado. El atributo target debe ser _blank o _self, no "popup".'
            : 'Ce module de réservation est mal configuré. L’attribut target doit valoir _blank ou _self, et non « popup ».',
        );
      });

      it('<booking-flow> names its steps, and the finder inside it speaks its language', async () => {
        const el = await shown<BookingFlow>(
          html`<booking-flow lang=${language} base-url=${scopedBaseUrl(newScope())} customer-id="c"></booking-flow>`,
        );
        const flow = new FlowPage(el);
        expect(flow.stepNames).to.deep.equal(
          language === 'es'
            ? ['Encuentra tu sucursal', 'Elige un horario (pendiente)', 'Firma los documentos (pendiente)']
            : ['Trouvez votre salon', 'Choisissez un horaire (à venir)', 'Signez les documents (à venir)'],
        );
        const finder = flow.finder!.el;
        await finder.updateComplete;
        expect(byRole(finder, 'button', finderStrings[language][1])).to.exist;
        expect(allByRole(el, 'heading').map(accessibleName)[0]).to.equal(
          language === 'es' ? 'Encuentra tu sucursal' : 'Trouvez votre salon',
        );
        await expect(el).to.be.accessible();
        // The elements it is made of follow a change of its lang.
        const other = language === 'es' ? 'fr' : 'es';
        el.lang = other;
        await el.updateComplete;
        await finder.updateComplete;
        expect(byRole(finder, 'button', finderStrings[other][1])).to.exist;
      });
    });
  }

  describe('strings and lang', () => {
    it('lets strings override a translated string', async () => {
      const el = await shown<FranchiseFinder>(html`<franchise-finder lang="es" .strings=${{ find: 'Localizar' }}></franchise-finder>`);
      expect(byRole(el, 'button', 'Localizar')).to.exist;
      expect(byRole(el, 'textbox', 'Código postal')).to.exist;
    });

    it("follows an ancestor's lang, a move to another ancestor, and a change of its own", async () => {
      const host = await fixture<HTMLElement>(html`<div>
        <div lang="fr-CA"><franchise-finder></franchise-finder></div>
        <div lang="es-MX"></div>
      </div>`);
      const el = host.querySelector('franchise-finder')!;
      await el.updateComplete;
      expect(byRole(el, 'button', 'Rechercher')).to.exist;
      host.querySelector('[lang="es-MX"]')!.append(el);
      await el.updateComplete;
      expect(byRole(el, 'button', 'Buscar')).to.exist;
      el.lang = 'en';
      await el.updateComplete;
      expect(byRole(el, 'button', 'Find')).to.exist;
      el.lang = 'fr';
      await el.updateComplete;
      expect(byRole(el, 'button', 'Rechercher')).to.exist;
      el.lang = 'de';
      await el.updateComplete;
      expect(byRole(el, 'button', 'Find')).to.exist;
    });
  });

  describe('words that fail to load', () => {
    const testStrings = { ...errorStrings, greeting: 'Hello' };
    // A module the server does not have: the import fails as it would offline.
    const missing = new URL('./no-such-translation.js', import.meta.url).href;
    translatable(testStrings, { es: () => import(missing), fr: () => import(missing) });

    @customElement('translation-test-element')
    class TranslationTestElement extends BookingElement<typeof testStrings> {
      protected readonly defaultStrings = testStrings;

      override render() {
        return html`<button type="button">${this.text.greeting}</button>`;
      }
    }

    it('leaves English words and says so with booking-warning', async () => {
      const host = await fixture<HTMLElement>(html`<div></div>`);
      const el = new TranslationTestElement();
      el.lang = 'es';
      const warning = oneEvent(host, 'booking-warning') as Promise<CustomEvent<BookingWarningDetail>>;
      host.append(el);
      expect((await warning).detail).to.deep.equal({ operation: 'translation', message: 'Words for es not loaded: English shown' });
      await el.updateComplete;
      expect(byRole(el, 'button', 'Hello')).to.exist;
    });
  });
});
