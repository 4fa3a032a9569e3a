import { Task, TaskStatus } from '@lit/task';
import { html, nothing, type TemplateResult, type PropertyDeclarations } from 'lit';
import { getAgreement, getAgreementSignLink, type Agreement } from '../../api/agreement.js';
import { ApiError } from '../../api/errors.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { spinnerStyles } from '../../shared/spinner-styles.js';
import { baseStyles } from '../../shared/styles.js';
import { agreementSignButtonStrings, type AgreementSignButtonStrings } from './agreement-sign-button.strings.js';
import { agreementSignButtonStyles } from './agreement-sign-button.styles.js';
import { absoluteHttpUrl, refusedLinkMessage } from './sign-link.js';
import { readSignSettings, signSettingsProblem, type SignSettings, type SignTarget } from './sign-settings.js';

export type * from './events.js';
export { agreementSignButtonStrings, type AgreementSignButtonStrings } from './agreement-sign-button.strings.js';
export type { SignTarget } from './sign-settings.js';

/** The service answered with a sign link this element refuses to open. */
class UnsafeSignLinkError extends ApiError {}

/** What the agreement lookup (`GetAgreement`, only with `company-id`) says about signing. */
type AgreementCheck =
  | { readonly kind: 'checking' }
  | { readonly kind: 'signable'; readonly title: string }
  | { readonly kind: 'deleted' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** How a sign run ended. */
type SignOutcome =
  | { readonly kind: 'opened' }
  | { readonly kind: 'window-blocked'; readonly signUrl: string }
  | { readonly kind: 'handled-by-host' }
  | { readonly kind: 'navigating' };

/**
 * A link that is not an absolute `http:` or `https:` URL is never opened: it is reported as
 * `booking-error` with code `INVALID_RESPONSE`. Navigation goes through two protected methods,
 * `openBlankWindow()` and `navigate(url)`, so that a subclass (or a test) can observe or replace
 * how the sign page is opened.
 *
 * @summary A button that opens the page where a customer reads and signs an agreement, such as
 * a waiver or a policy, after asking the service for a personal sign link.
 *
 * @event {CustomEvent<AgreementSignLinkDetail>} agreement-sign-link - A safe sign link arrived, with detail `{ agreementId, agreementRecordId, signUrl }`. Cancelable: after `preventDefault()` the element opens nothing (and closes the window it prepared) and the host opens the link its own way, in an inline frame or a dialog.
 *
 * @slot - Replaces the button's label ("Sign agreement", or "Sign <title>" with `company-id`). Content without text (an icon) keeps the default label as the button's accessible name.
 *
 * @csspart button - The sign button.
 * @csspart notice - Why the agreement cannot be signed (deleted or unknown).
 * @csspart status - Progress and outcome, announced politely.
 * @csspart fallback-link - The link to the sign page offered when the browser blocked the new window.
 * @csspart error - The failure message (`role="alert"`).
 * @csspart retry-button - "Try again" in the failure message.
 */
export class AgreementSignButton extends BookingElement<AgreementSignButtonStrings> {
  static override styles = [baseStyles, spinnerStyles, agreementSignButtonStyles];
  static override properties: PropertyDeclarations = {
    agreementId: { attribute: 'agreement-id' },
    customerId: { attribute: 'customer-id' },
    businessId: { attribute: 'business-id' },
    companyId: { attribute: 'company-id' },
    target: {},
    customerToken: { attribute: 'customer-token' },
  };

  /** The agreement to sign. Required. */
  agreementId = '';

  /** The customer who signs. Required. */
  customerId = '';

  /** The branch the signing belongs to. Required. */
  businessId = '';

  /**
   * The agreement's company. Optional: when set, `GetAgreement` supplies the title
   * ("Sign <title>") and a deleted or unknown agreement is shown as such before any click.
   */
  companyId = '';

  /** `_blank` (default) opens the sign page in a new window; `_self` sends this page there. */
  target: SignTarget = '_blank';

  /**
   * The signed customer token your server minted for `customer-id` (`signCustomerToken()` of
   * `booking-elements/gateway`), sent with the sign link request as `Authorization: Bearer`. A
   * gateway with `BOOKING_CUSTOMER_SECRET` gives a sign link only with it.
   */
  customerToken = '';

  /** The agreement record created by the last sign link that was accepted, or null. */
  get agreementRecordId(): string | null {
    return this.#lastAgreementRecordId;
  }

  protected override readonly defaultStrings = agreementSignButtonStrings;

  /** The button (a getter rather than `@query`, whose decorator would weigh on every bundle). */
  get #signButton(): HTMLButtonElement | null {
    return this.renderRoot.querySelector('button[part="button"]');
  }

  #lastAgreementRecordId: string | null = null;

  get #settings(): SignSettings {
    return readSignSettings(this);
  }

  protected override readonly configuredOperation = getAgreementSignLink.name;

  /** With `company-id`, reads the agreement's title and status. */
  readonly #agreementTask = this.requestTask({
    args: () => {
      const { agreementId, companyId } = this.#settings;
      return [agreementId, companyId] as const;
    },
    task: async ([agreementId, companyId], { signal }): Promise<Agreement | null> =>
      companyId ? this.call(getAgreement, { id: agreementId, companyId }, { signal }) : null,
  });

  /**
   * Asks for the sign link and opens it in the window the click prepared. Run only by a click,
   * with the settings and window of that click (never automatically, never retried): each request
   * creates an agreement record. So it is a plain task, not a `requestTask`.
   */
  readonly #signTask = new Task(this, {
    autoRun: false,
    task: async ([settings, preparedWindow]: readonly [SignSettings, Window | null], { signal }): Promise<SignOutcome> => {
      try {
        const { agreementId, customerId, businessId, customerToken } = settings;
        const headers: Record<string, string> = customerToken ? { Authorization: `Bearer ${customerToken}` } : {};
        const link = await this.call(getAgreementSignLink, { id: agreementId, customerId, businessId }, { signal, headers });
        const signUrl = absoluteHttpUrl(link.signUrl);
        if (!signUrl) {
          const refusal = new UnsafeSignLinkError({
            code: 'INVALID_RESPONSE',
            operation: getAgreementSignLink.name,
            message: refusedLinkMessage(link.signUrl),
          });
          throw this.errors.report(refusal, getAgreementSignLink.name);
        }
        const { agreementRecordId } = link;
        this.#lastAgreementRecordId = agreementRecordId;
        if (!this.emit('agreement-sign-link', { agreementId, agreementRecordId, signUrl }, { cancelable: true })) {
          preparedWindow?.close();
          return { kind: 'handled-by-host' };
        }
        if (settings.target === '_self') {
          this.navigate(signUrl);
          return { kind: 'navigating' };
        }
        if (!preparedWindow || preparedWindow.closed) return { kind: 'window-blocked', signUrl };
        preparedWindow.location.href = signUrl;
        return { kind: 'opened' };
      } catch (error) {
        preparedWindow?.close();
        throw error;
      }
    },
  });

  protected override ownerAttributes(): readonly string[] {
    return ['agreement-id', 'customer-id', 'business-id', 'company-id'];
  }

  protected override configurationProblem(): string | undefined {
    return signSettingsProblem(this.#settings, this.text);
  }

  /**
   * Opens the window the sign page will load in. It must happen inside the click, before the
   * request, or popup blockers stop it. Override to observe or replace it.
   */
  protected openBlankWindow(): Window | null {
    const opened = window.open('', '_blank');
    // The sign page must not be able to reach back into this page (reverse tabnabbing).
    if (opened) opened.opener = null;
    return opened;
  }

  /** Sends this page to the sign page (`target="_self"`). Override to observe or replace it. */
  protected navigate(signUrl: string): void {
    window.location.assign(signUrl);
  }

  readonly #handleSignClick = (): void => {
    // The button stays focusable while it cannot be used (aria-disabled): clicks end here.
    if (!this.#canSign(this.#agreementCheck)) return;
    const settings = this.#settings;
    void this.#signTask.run([settings, settings.target === '_self' ? null : this.openBlankWindow()]);
  };

  readonly #retrySigning = (): void => {
    // The message holding "Try again" goes away while the request runs: keep focus on the button.
    this.#signButton?.focus();
    this.#handleSignClick();
  };

  readonly #retryCheck = (): void => {
    this.#signButton?.focus();
    void this.#agreementTask.run();
  };

  readonly #handleSlotChange = (): void => {
    this.requestUpdate();
  };

  get #agreementCheck(): AgreementCheck {
    const task = this.#agreementTask;
    if (task.status === TaskStatus.ERROR) {
      return task.error instanceof ApiError && task.error.code === 'NOT_FOUND'
        ? { kind: 'unknown' }
        : { kind: 'failed', error: task.error };
    }
    if (task.status === TaskStatus.COMPLETE) {
      if (task.value?.status === 'DELETED') return { kind: 'deleted' };
      return { kind: 'signable', title: task.value?.title.trim() ?? '' };
    }
    // Without company-id nothing is looked up: the button is ready at once.
    return this.#settings.companyId ? { kind: 'checking' } : { kind: 'signable', title: '' };
  }

  get #signing(): boolean {
    return this.#signTask.status === TaskStatus.PENDING;
  }

  #canSign(check: AgreementCheck): boolean {
    return !this.#signing && (check.kind === 'signable' || check.kind === 'failed');
  }

  /** Whether the host's children fill the default slot, and whether they hold any text. */
  #slottedLabel(): { readonly present: boolean; readonly hasText: boolean } {
    const slotted = [...this.childNodes].filter((node) =>
      node instanceof Element ? !node.hasAttribute('slot') : node.nodeType === Node.TEXT_NODE,
    );
    const hasText = slotted.some((node) => (node.textContent ?? '').trim() !== '');
    return { present: hasText || slotted.some((node) => node instanceof Element), hasText };
  }

  #statusMessage(text: AgreementSignButtonStrings): string {
    if (this.#signing) return text.opening;
    if (this.#signTask.status !== TaskStatus.COMPLETE) return '';
    switch (this.#signTask.value?.kind) {
      case 'opened':
        return text.openedInNewWindow;
      case 'window-blocked':
        return text.windowBlocked;
      case 'navigating':
        return text.opening;
      default:
        return '';
    }
  }

  override render(): TemplateResult | typeof nothing {
    const text = this.text;
    // A configuration the button cannot work with is all it shows, without "Try again".
    const problem = this.renderProblem();
    if (problem) return problem;
    const check = this.#agreementCheck;
    const busy = check.kind === 'checking' || this.#signing;
    const unavailable = check.kind === 'deleted' || check.kind === 'unknown';
    const label = check.kind === 'signable' && check.title ? text.signTitled(check.title) : text.signAgreement;
    const slotted = this.#slottedLabel();
    return html`<div class="sign" aria-busy=${busy ? 'true' : 'false'}>
      <button
        type="button"
        part="button"
        class="primary"
        aria-disabled=${this.#canSign(check) ? nothing : 'true'}
        aria-label=${slotted.present && !slotted.hasText ? label : nothing}
        aria-describedby=${unavailable ? 'notice' : nothing}
        @click=${this.#handleSignClick}
      >
        ${this.#signing ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
        ${slotted.present ? nothing : html`<span>${label}</span>`}<slot
          @slotchange=${this.#handleSlotChange}
        ></slot>
      </button>
      ${
        unavailable
          ? html`<p id="notice" class="notice" part="notice">
            ${check.kind === 'deleted' ? text.agreementDeleted : text.agreementNotFound}
          </p>`
          : nothing
      }
      <p class="status" part="status" role="status">${this.#statusMessage(text)}</p>
      ${check.kind === 'failed' ? errorView(check.error, text, this.#retryCheck) : nothing}
      ${this.#signTask.render({
        complete: (outcome) =>
          outcome.kind === 'window-blocked'
            ? html`<p class="fallback">
                <a part="fallback-link" href=${outcome.signUrl} target="_blank" rel="noopener noreferrer"
                  >${text.openSignPage}</a
                >
              </p>`
            : nothing,
        error: (error) =>
          errorView(
            error,
            // What a failed click means for this agreement: an unsafe link, or one withdrawn meanwhile.
            {
              ...text,
              errorPrecondition: text.agreementDeleted,
              ...(error instanceof UnsafeSignLinkError ? { errorResponse: text.unsafeSignLink } : {}),
            },
            this.#retrySigning,
          ),
      })}
    </div>`;
  }
}
