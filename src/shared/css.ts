/**
 * The css`` tag of every element's styles: lit's, checked by the compiler rather than at run time.
 * lit's `css` accepts an interpolation only if it is a number or another css`` result, and throws
 * otherwise, with a long message that every element's file carries. Here the type allows numbers
 * only (such as `${daysPerRow}`), so nothing else can reach a stylesheet, and the result is the
 * same CSSResult. Named `css` so that the build still minifies the literals (scripts/bundle.mjs).
 */
import { type CSSResult, unsafeCSS } from 'lit';

export function css(strings: TemplateStringsArray, ...values: number[]): CSSResult {
  return unsafeCSS(strings.reduce((text, part, index) => `${text}${values[index - 1]}${part}`));
}
