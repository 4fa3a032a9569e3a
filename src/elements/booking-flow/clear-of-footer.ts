/**
 * Keeps what takes focus clear of the sticky bars: a step's footer, and the dialog's header. The
 * flow's styles give its controls scroll margins taller than those bars, which the browser honours
 * when it scrolls a button into view on focus. A text field is the exception: the browser scrolls
 * only its caret into view, which left the note of "Your details" (the last field, above the
 * footer) mostly under the footer. So when focus lands on something a bar covers, or beyond it,
 * it is scrolled clear with those same margins.
 */
export function clearOfFooter(event: FocusEvent): void {
  const panel = event.currentTarget as HTMLElement;
  const focused = event.composedPath()[0];
  const footer = panel.querySelector('[part="footer"]');
  const header = panel.closest('dialog')?.querySelector('[part="dialog-header"]');
  if (!(focused instanceof HTMLElement) || footer?.contains(focused)) return;
  const box = focused.getBoundingClientRect();
  const underFooter = footer && box.bottom > footer.getBoundingClientRect().top;
  const underHeader = header && box.top < header.getBoundingClientRect().bottom;
  if (underFooter || underHeader) focused.scrollIntoView({ block: 'nearest' });
}
