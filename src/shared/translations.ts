/**
 * The built-in Spanish and French words. Each language is a module per element, plus one for the
 * messages every element shares, fetched with `import()` the first time an element shows that
 * language: a page pays only for the languages and the elements it has, and an English page for
 * none. A module is fetched once per page; one that fails to load leaves English in its place.
 */
import type { ErrorStrings } from './strings.js';

/** The languages with built-in words besides English. */
type Language = 'es' | 'fr';

/** Loads the module of one language's words. */
export type Loader = () => Promise<{ readonly default: object }>;

/** The loader of each language's words. */
export type Translations = Readonly<Record<Language, Loader>>;

/**
 * An element's own words in another language: every key of its English defaults but the shared
 * messages, with the same placeholders (a key missing or misspelled does not compile).
 */
export type ElementWords<Strings> = Omit<Strings, keyof ErrorStrings>;

/** The words of a language for an element, `null` when they failed to load. */
type Words = object | null;

const shared: Translations = { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') };

/** Each element's translations, by its English defaults. */
const byDefaults = new WeakMap<object, Translations>();

/** Each element's words of a language once loaded, or the promise of them while they load; by its loader. */
const loaded = new Map<Loader, Words | Promise<Words>>();

/** Registers the translations of an element's English defaults. */
export function translatable(defaults: object, translations: Translations): void {
  byDefaults.set(defaults, translations);
}

/**
 * The words of `locale`'s language for the element whose English defaults are `defaults` (the
 * shared messages, then its own): none for English or a language without built-in words; at
 * once when they are loaded, else the promise of them; `null` when they failed to load.
 */
export function translation<Strings extends object>(defaults: Strings, locale: string): Partial<Strings> | null | Promise<unknown> {
  const language = /^(es|fr)\b/.exec(locale)?.[1] as Language | undefined;
  const own = language && byDefaults.get(defaults)?.[language];
  if (!language || !own) return {};
  let words = loaded.get(own);
  if (words === undefined) {
    const loading = Promise.all([shared[language](), own()]).then(
      ([common, element]) => ({ ...common.default, ...element.default }),
      () => null,
    );
    loading.then((result) => loaded.set(own, result));
    loaded.set(own, loading);
    words = loading;
  }
  return words as Partial<Strings> | null | Promise<Words>;
}
