import { Task, TaskStatus } from '@lit/task';
import { css, html, nothing, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { getAgreement, getAgreementSignLink, type Agreement } from '../../api/agreement.js';
import { ApiError } from '../../api/errors.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { errorStrings, type ErrorStrings } from '../../shared/strings.js';
import { spinnerStyles } from '../../shared/spinner-styles.js';
import { baseStyles } from '../../shared/styles.js';
import type { AgreementSignLinkDetail } from './events.js';

export type * from './events.js';

/** Where the sign page opens: a new window (default) or this page. */
export type SignTarget = '_blank' | '_self';

export interface AgreementSignButtonStrings extends ErrorStrings {
  /** The button's label without a known title. */
  signAgreement: string;
  /** The button's label once `GetAgreement` named the agreement. */
  signTitled: (title: string) => string;
  /** Announced while the sign link is requested and opened. */
  opening: string;
  /** Announced once the new window was sent to the sign page. */
  openedInNewWindow: string;
  /** Said when the browser blocked the new window; a link to the sign page follows it. */
  windowBlocked: string;
  /** The text of that link. */
  openSignPage: string;
  /** Why a deleted agreement cannot be signed. */
  agreementDeleted: string;
  /** Why an unknown agreement cannot be signed. */
  agreementNotFound: string;
  /** The summary shown when the service sent a link that is not safe to open. */
  unsafeSignLink: string;
}

export const agreementSignButtonStrings: AgreementSignButtonStrings = {
  ...errorStrings,
  signAgreement: 'Sign agreement',
  signTitled: (title) => `Sign ${title}`,
  opening: 'Opening the agreement…',
  openedInNewWindow: 'The agreement opened in a new window.',
  windowBlocked: 'Your browser blocked the new window.',
  openSignPage: 'Open the agreement to sign it',
  agreementDeleted: 'This agreement has been withdrawn by the business and can no longer be signed.',
  agreementNotFound: 'This agreement could not be found, so it cannot be signed. Please contact the business.',
  unsafeSignLink: 'The booking service sent a signing link that is not a safe web address, so it was not opened.',
};

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

interface Settings {
  readonly agreementId: string;
  readonly customerId: string;
  readonly businessId: string;
  readonly companyId: string;
  readonly target: string;
}

function trimmed(value: string | null | undefined): string {
  return (value ?? '').trim();
}

function configurationProblem(settings: Settings): string | undefined {
  if (!settings.agreementId) return 'The agreement-id attribute is required.';
  if (!settings.customerId) return 'The customer-id attribute is required.';
  if (!settings.businessId) return 'The business-id attribute is required.';
  if (settings.target !== '_blank' && settings.target !== '_self') {
    return `The target attribute must be _blank or _self, not "${settings.target}".`;
  }
  return undefined;
}

/**
 * The link as an absolute http(s) URL, or undefined. Parsing without a base refuses relative
 * and protocol-relative links; the scheme check refuses javascript:, data:, blob:, ftp: and the rest.
 */
function absoluteHttpUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** A refused link, shortened for the error message (a data: URL can be megabytes long). */
function quoteLink(link: string): string {
  const longest = 80;
  return JSON.stringify(link.length > longest ? `${link.slice(0, longest)}…` : link);
}

/**
 * @summary A button that opens the page where a customer reads and signs an agreement, such as
 * a waiver or a policy, after asking the service for a personal sign link.
 *
 * @event agreement-sign-link - A safe sign link arrived, with detail
 * `{ agreementId, agreementRecordId, signUrl }`. Cancelable: after `preventDefault()` the
 * element opens nothing (and closes the window it prepared) and the host opens the link its
 * own way, in an inline frame or a dialog.
 * @event booking-error - A request failed, the configuration is incomplete, or the service sent
 * a link that is not safe to open; detail `{ operation, code, message }`.
 *
 * @event booking-warning - A part of an answer was left out (a malformed item, a list over its limit); the rest is shown. Detail: `{ operation, message }`.
 * @slot - Replaces the button's label ("Sign agreement", or "Sign <title>" with `company-id`).
 * Content without text (an icon) keeps the default label as the button's accessible name.
 *
 * @csspart button - The sign button.
 * @csspart notice - Why the agreement cannot be signed (deleted or unknown).
 * @csspart status - Progress and outcome, announced politely.
 * @csspart fallback-link - The link to the sign page offered when the browser blocked the new window.
 * @csspart error - The failure message (`role="alert"`).
 * @csspart retry-button - "Try again" in the failure message.
 *
 * @cssproperty --booking-accent - Background of the button. Default `#2457c5`.
 * @cssproperty --booking-accent-text - Text of the button. Default `#fff`.
 * @cssproperty --booking-text - Text colour. Default `CanvasText`.
 * @cssproperty --booking-muted - Secondary text (status, notice). Default: the text colour at 65%.
 * @cssproperty --booking-surface - Background of secondary buttons. Default `Canvas`.
 * @cssproperty --booking-border - Borders. Default: the text colour at 25%.
 * @cssproperty --booking-danger - Border of the failure message. Default `#b3261e`.
 * @cssproperty --booking-radius - Corner radius. Default `0.5rem`.
 * @cssproperty --booking-focus-ring - Focus outline. Default `2px solid` the accent.
 *
 * Navigation goes through two protected methods, `openBlankWindow()` and `navigate(url)`, so
 * that a subclass (or a test) can observe or replace how the sign page is opened.
 */
export class AgreementSignButton extends BookingElement<AgreementSignButtonStrings> {
  static override styles = [
    baseStyles,
    spinnerStyles,
    css`
      :host {
        display: inline-block;
        max-width: 100%;
      }
      button[part='button'] {
        display: inline-flex;
        align-items: center;
        gap: 0.5em;
      }
      .notice,
      .status {
        margin: 0;
        color: var(--_muted);
        font-size: 0.875em;
      }
      .notice,
      .status:not(:empty),
      .fallback,
      .error {
        margin-block-start: 0.5rem;
      }
      .fallback {
        margin-block-end: 0;
      }
      a {
        color: inherit;
        text-underline-offset: 0.2em;
      }
      @media (forced-colors: active) {
        button[aria-disabled='true'] {
          color: GrayText;
          border-color: GrayText;
        }
      }
    `,
  ];

  /** The agreement to sign. Required. */
  @property({ attribute: 'agreement-id' }) agreementId = '';

  /** The customer who signs. Required. */
  @property({ attribute: 'customer-id' }) customerId = '';

  /** The branch the signing belongs to. Required. */
  @property({ attribute: 'business-id' }) businessId = '';

  /**
   * The agreement's company. Optional: when set, `GetAgreement` supplies the title
   * ("Sign <title>") and a deleted or unknown agreement is shown as such before any click.
   */
  @property({ attribute: 'company-id' }) companyId = '';

  /** `_blank` (default) opens the sign page in a new window; `_self` sends this page there. */
  @property() target: SignTarget = '_blank';

  /** The agreement record created by the last sign link that was accepted, or null. */
  get agreementRecordId(): string | null {
    return this.lastAgreementRecordId;
  }

  protected override readonly defaultStrings = agreementSignButtonStrings;

  @query('button[part="button"]') private signButton!: HTMLButtonElement | null;

  private lastAgreementRecordId: string | null = null;

  /** The window opened inside the click, waiting for the link; null for `_self` or when blocked. */
  private pendingWindow: Window | null = null;

  private get settings(): Settings {
    return {
      agreementId: trimmed(this.agreementId),
      customerId: trimmed(this.customerId),
      businessId: trimmed(this.businessId),
      companyId: trimmed(this.companyId),
      target: trimmed(this.target) || '_blank',
    };
  }

  /** Checks the configuration, then (with `company-id`) reads the agreement's title and status. */
  private readonly agreementTask = new Task(this, {
    // Every setting is an argument, so that any change checks the configuration again.
    args: () => Object.values(this.settings),
    task: async (_settingValues, { signal }): Promise<Agreement | null> => {
      const settings = this.settings;
      const problem = configurationProblem(settings);
      if (problem) throw this.configurationError(getAgreementSignLink.name, problem);
      if (!settings.companyId) return null;
      return this.call(getAgreement, { id: settings.agreementId, companyId: settings.companyId }, signal);
    },
  });

  /**
   * Asks for the sign link and opens it. Run only by a click (never automatically, never
   * retried): each request creates an agreement record.
   */
  private readonly signTask = new Task(this, {
    autoRun: false,
    args: () => [this.settings] as const,
    task: async ([settings], { signal }): Promise<SignOutcome> => {
      const preparedWindow = this.pendingWindow;
      this.pendingWindow = null;
      try {
        const link = await this.call(
          getAgreementSignLink,
          { id: settings.agreementId, customerId: settings.customerId, businessId: settings.businessId },
          signal,
        );
        const signUrl = absoluteHttpUrl(link.signUrl);
        if (!signUrl) throw this.refuseSignLink(link.signUrl);
        this.lastAgreementRecordId = link.agreementRecordId;
        const detail: AgreementSignLinkDetail = {
          agreementId: settings.agreementId,
          agreementRecordId: link.agreementRecordId,
          signUrl,
        };
        if (!this.emit('agreement-sign-link', detail, { cancelable: true })) {
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

  private refuseSignLink(link: string): UnsafeSignLinkError {
    const error = new UnsafeSignLinkError({
      code: 'INVALID_RESPONSE',
      operation: getAgreementSignLink.name,
      message: `Refused the sign link ${quoteLink(link)}: only absolute http: and https: links are opened.`,
    });
    this.report(error, getAgreementSignLink.name);
    return error;
  }

  private get agreementCheck(): AgreementCheck {
    const task = this.agreementTask;
    if (task.status === TaskStatus.ERROR) {
      return task.error instanceof ApiError && task.error.code === 'NOT_FOUND'
        ? { kind: 'unknown' }
        : { kind: 'failed', error: task.error };
    }
    if (task.status === TaskStatus.COMPLETE) {
      if (task.value?.status === 'DELETED') return { kind: 'deleted' };
      return { kind: 'signable', title: trimmed(task.value?.title) };
    }
    // Without company-id nothing is looked up: the button is ready at once.
    return this.settings.companyId ? { kind: 'checking' } : { kind: 'signable', title: '' };
  }

  private get signing(): boolean {
    return this.signTask.status === TaskStatus.PENDING;
  }

  private canSign(check: AgreementCheck): boolean {
    return !this.signing && (check.kind === 'signable' || check.kind === 'failed');
  }

  private readonly handleSignClick = (): void => {
    // The button stays focusable while it cannot be used (aria-disabled): clicks end here.
    if (!this.canSign(this.agreementCheck)) return;
    this.pendingWindow = this.settings.target === '_self' ? null : this.openBlankWindow();
    void this.signTask.run();
  };

  private readonly retrySigning = (): void => {
    // The message holding "Try again" goes away while the request runs: keep focus on the button.
    this.signButton?.focus();
    this.handleSignClick();
  };

  private readonly retryCheck = (): void => {
    this.signButton?.focus();
    void this.agreementTask.run();
  };

  private readonly handleSlotChange = (): void => {
    this.requestUpdate();
  };

  /** Whether the host's children fill the default slot, and whether they hold any text. */
  private slottedLabel(): { readonly present: boolean; readonly hasText: boolean } {
    const slotted = [...this.childNodes].filter((node) =>
      node instanceof Element ? !node.hasAttribute('slot') : node.nodeType === Node.TEXT_NODE,
    );
    const hasText = slotted.some((node) => trimmed(node.textContent) !== '');
    return { present: hasText || slotted.some((node) => node instanceof Element), hasText };
  }

  override render(): TemplateResult | typeof nothing {
    const text = this.text;
    if (configurationProblem(this.settings)) {
      return this.agreementTask.render({ error: (error) => errorView(error, text) }) ?? nothing;
    }
    const check = this.agreementCheck;
    const busy = check.kind === 'checking' || this.signing;
    const unavailable = check.kind === 'deleted' || check.kind === 'unknown';
    const label = check.kind === 'signable' && check.title ? text.signTitled(check.title) : text.signAgreement;
    const slotted = this.slottedLabel();
    return html`<div class="sign" aria-busy=${busy ? 'true' : 'false'}>
      <button
        type="button"
        part="button"
        class="primary"
        aria-disabled=${this.canSign(check) ? nothing : 'true'}
        aria-label=${slotted.present && !slotted.hasText ? label : nothing}
        aria-describedby=${unavailable ? 'notice' : nothing}
        @click=${this.handleSignClick}
      >
        ${this.signing ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
        ${slotted.present ? nothing : html`<span>${label}</span>`}<slot
          @slotchange=${this.handleSlotChange}
        ></slot>
      </button>
      ${
        unavailable
          ? html`<p id="notice" class="notice" part="notice">
            ${check.kind === 'deleted' ? text.agreementDeleted : text.agreementNotFound}
          </p>`
          : nothing
      }
      <p class="status" part="status" role="status">${this.statusMessage(text)}</p>
      ${check.kind === 'failed' ? errorView(check.error, text, this.retryCheck) : nothing}
      ${this.signTask.render({
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
            error instanceof UnsafeSignLinkError ? { ...text, errorResponse: text.unsafeSignLink } : text,
            this.retrySigning,
          ),
      })}
    </div>`;
  }

  private statusMessage(text: AgreementSignButtonStrings): string {
    if (this.signing) return text.opening;
    if (this.signTask.status !== TaskStatus.COMPLETE) return '';
    switch (this.signTask.value?.kind) {
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
}
