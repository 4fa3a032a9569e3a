/**
 * A modal dialog an element lives in, as a reactive controller: `show()` and `close()`, and a
 * click anywhere in the page on an element with the opener attribute (`data-booking-flow`, say)
 * that names the host by its `id`, or is empty for the first element of the host's tag. Focus
 * goes back to the opener when the dialog closes. Any element that can live in a dialog (the
 * flow, a staff board) uses it.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

export interface DialogOptions {
  /** The attribute that makes an element of the page an opener, such as `data-booking-flow`. */
  readonly openerAttribute: string;
  /** Whether the host is in dialog mode now. */
  readonly enabled: () => boolean;
  /** The `<dialog>` the host renders, or null. */
  readonly dialog: () => HTMLDialogElement | null;
  /** Once the dialog is open: focus what the customer starts with, tell the host. */
  readonly onOpen: () => void;
}

export class DialogController implements ReactiveController {
  /**
   * The opener that opened the dialog, focused when it closes: a browser that does not focus a
   * button on click (Safari) would give focus back to the page instead.
   */
  #opener: HTMLElement | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: DialogOptions,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('click', this.#onPageClick);
  }

  hostDisconnected(): void {
    document.removeEventListener('click', this.#onPageClick);
  }

  /** Whether the dialog is open; undefined while the host draws none. */
  get open(): boolean | undefined {
    return this.options.dialog()?.open;
  }

  /** Opens the dialog; when it closes, focus goes back to `opener` (or where the browser puts it). */
  async show(opener: HTMLElement | null = null): Promise<void> {
    await this.host.updateComplete;
    const dialog = this.options.dialog();
    if (!dialog || dialog.open) return;
    this.#opener = opener;
    dialog.showModal();
    this.options.onOpen();
  }

  close(): void {
    this.options.dialog()?.close();
  }

  /**
   * The dialog around `content`, named by its title (parts `dialog`, `dialog-header`, `title`,
   * `close-button`): the header, sticky at the top, holds the title and the close button.
   */
  render(title: string, closeLabel: string, content: TemplateResult): TemplateResult {
    return html`<dialog part="dialog" aria-labelledby="title" @close=${this.#onClose}>
      <div part="dialog-header">
        <h2 id="title" part="title">${title}</h2>
        <button type="button" part="close-button" aria-label=${closeLabel} @click=${() => this.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      ${content}
    </dialog>`;
  }

  readonly #onClose = (): void => {
    this.#opener?.focus();
    this.#opener = null;
  };

  /** One listener for the page: a click on an opener that names this host opens it. */
  readonly #onPageClick = (event: MouseEvent): void => {
    const { host, options } = this;
    if (!options.enabled() || event.defaultPrevented) return;
    const opener = event
      .composedPath()
      .find((target): target is HTMLElement => target instanceof HTMLElement && target.hasAttribute(options.openerAttribute));
    if (!opener) return;
    const id = opener.getAttribute(options.openerAttribute);
    if (id ? id !== host.id : document.querySelector(host.localName) !== host) return;
    event.preventDefault();
    void this.show(opener);
  };
}
