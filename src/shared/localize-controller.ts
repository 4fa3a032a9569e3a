/**
 * An element's language: which locale it speaks (its `lang`, inherited like the native attribute),
 * and its words in that locale (its English defaults, the built-in words of its language, the
 * host's replacements). The element asks it for `locale` and `text`, and lets it load the words
 * before each update, so that a page in Spanish or French never flashes English.
 */
import { ReactiveElement, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { emitEvent } from './events.js';
import { translation } from './translations.js';

/** `tag` in its canonical form, or undefined when it is empty or not a locale. */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The locale of `start`: the `lang` of it or its closest ancestor (across shadow roots), then the
 * document's, then the browser's, then `en-US`.
 */
export function localeOf(start: Node): string {
  for (let node: Node | null = start; node; ) {
    if (node instanceof Element) {
      const tag = canonicalLocale(node.getAttribute('lang'));
      if (tag) return tag;
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return canonicalLocale(document.documentElement.lang) ?? canonicalLocale(navigator.language) ?? 'en-US';
}

/**
 * Draws `element` again in its language, with the elements it is made of, which inherit it (the
 * Lit elements in a shadow root are the kit's own).
 */
export function relocalize(element: Element): void {
  if (!(element instanceof ReactiveElement)) return;
  element.requestUpdate();
  element.shadowRoot?.querySelectorAll('*').forEach(relocalize);
}

/**
 * An element's language and its words, as a reactive controller (as Shoelace's `LocalizeController`):
 * the element asks it for `locale` and `text`, and lets it load the words before each update.
 */
export class LocalizeController implements ReactiveController {
  /** The built-in words of the element's language other than English, once loaded. */
  #words: object = {};

  constructor(private readonly host: ReactiveControllerHost & Element) {
    host.addController(this);
  }

  hostConnected(): void {
    // A new ancestor may bring another `lang`.
    this.host.requestUpdate();
  }

  /**
   * The locale for words, dates, times and numbers (see `localeOf`). Spanish (`es`, `es-*`) and
   * French (`fr`, `fr-*`) have built-in words; any other locale has English words.
   */
  get locale(): string {
    return localeOf(this.host);
  }

  /** The element's words: its English `defaults`, the built-in words of its language, the host page's `replacements`. */
  text<Strings extends object>(defaults: Strings, replacements: Partial<Strings>): Strings {
    return { ...defaults, ...this.#words, ...replacements };
  }

  /**
   * Runs `update` once the words of the current locale for `defaults` are loaded: at once when
   * they are, else when they arrive. Words that fail to load leave English, with a
   * `booking-warning` (operation `translation`). Returns what `update` returns, or the promise of it.
   */
  whenLoaded<Result>(defaults: object, update: () => Result): Result | Promise<Result> {
    const locale = localeOf(this.host);
    const loading = translation(defaults, locale);
    if (!(loading instanceof Promise)) {
      this.#words = loading ?? {};
      return update();
    }
    return loading.then((loaded) => {
      if (!loaded)
        emitEvent(this.host, 'booking-warning', { operation: 'translation', message: `Words for ${locale} not loaded: English shown` });
      // The locale may have changed while the words loaded: ask again.
      return this.whenLoaded(defaults, update);
    });
  }
}
