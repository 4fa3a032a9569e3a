/**
 * The agreements' checklist: one row per agreement with its title, its state ("Not opened" or
 * "Opened") and a quiet "Sign" button (named "Sign <title>" for screen readers, not shown the title
 * twice), and one live message for the whole list. An agreement whose link was opened is "Opened",
 * never "Signed": signing goes on in the window that opened, and no operation of the API tells the
 * page whether it was finished.
 */
import { type Task, TaskStatus } from '@lit/task';
import { html, nothing, type TemplateResult } from 'lit';
import type { Agreement } from '../../api/agreement.js';
import type { Transport } from '../../api/transport.js';
import { errorView } from '../../shared/error-view.js';
import type { AgreementSignLinkDetail } from '../agreement-sign-button/events.js';
import { hasUnopenedRequired } from './agreements-to-sign.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { stepFooter, type StepFooterView } from './step-footer.js';

export interface ChecklistView {
  readonly agreements: readonly Agreement[];
  /** The record of each agreement whose sign link was opened, by agreement id. */
  readonly recordIds: ReadonlyMap<string, string>;
  readonly text: BookingFlowStrings;
  /** The flow's client, which its sign buttons share. */
  readonly client: Transport;
  readonly customerId: string;
  readonly customerToken: string;
  readonly businessId: string;
  readonly onSignLink: (event: CustomEvent<AgreementSignLinkDetail>) => void;
}

/** The row's state and the list's one live message say what happened: the sign buttons do not say it again each. */
const quietSignButton = { opening: '', openedInNewWindow: '' };

export function agreementChecklist(view: ChecklistView): TemplateResult {
  const { text, agreements } = view;
  if (agreements.length === 0) return html`<p>${text.nothingToSign}</p>`;
  const anyOpened = agreements.some(({ id }) => view.recordIds.has(id));
  return html`<ul part="agreements" role="list" @agreement-sign-link=${view.onSignLink}>
      ${agreements.map(({ id, title, signedPolicy }) => {
        const opened = view.recordIds.has(id);
        return html`<li part="agreement ${opened ? 'opened' : 'to-sign'}">
          <span part="agreement-name">${title} ${signedPolicy === 'OPTIONAL' ? html`<span part="optional">${text.optional}</span>` : nothing}</span>
          <span part="agreement-state">${opened ? text.opened : text.toSign}</span>
          <agreement-sign-button
            .client=${view.client}
            .strings=${quietSignButton}
            agreement-id=${id}
            customer-id=${view.customerId}
            customer-token=${view.customerToken}
            business-id=${view.businessId}
          ><span aria-hidden="true">${text.signShort}</span><span class="visually-hidden">${text.sign(title)}</span></agreement-sign-button>
        </li>`;
      })}
    </ul>
    <p part="agreement-note" role="status">${anyOpened ? text.finishInWindow : nothing}</p>`;
}

/** The step: the checklist once the agreements are listed, and "Finish", which waits for every required one. */
export function agreementsStep(
  task: Task<readonly unknown[], Agreement[]>,
  view: Omit<ChecklistView, 'agreements'> & { readonly finishing: Omit<StepFooterView, 'step' | 'missing'> },
): TemplateResult {
  const { text } = view;
  return html`<div class="start" aria-busy=${task.status === TaskStatus.PENDING}>
    ${task.render({
      pending: () => text.loading,
      complete: (agreements) =>
        html`${agreementChecklist({ ...view, agreements })}
        ${stepFooter({
          ...view.finishing,
          step: 'agreements',
          missing: hasUnopenedRequired(agreements, view.recordIds) && text.signFirst,
        })}`,
      error: (error) => errorView(error, text, () => void task.run()),
    })}
  </div>`;
}
