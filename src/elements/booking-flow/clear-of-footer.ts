/**
 * Keeps what takes focus clear of a step's sticky footer. The flow's styles give its controls a
 * bottom scroll margin taller than the footer, which the browser honours when it scrolls a button
 * into view on focus. A text field is the exception: the browser scrolls only its caret into view,
 * which left the note of "Your details" (the last field, above the footer) mostly under the
 * footer. So when focus lands on something the footer covers, or below it, it is scrolled clear
 * with that same margin.
 */
export function clearOfFooter(event: FocusEvent): void {
  const footer = (event.currentTarget as HTMLElement).querySelector('[part="footer"]');
  const focused = event.composedPath()[0];
  if (
    footer &&
    focused instanceof HTMLElement &&
    !footer.contains(focused) &&
    focused.getBoundingClientRect().bottom > footer.getBoundingClientRect().top
  ) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}
