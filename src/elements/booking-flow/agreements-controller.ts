/**
 * The branch's agreements as the flow holds them: listed, every page, as soon as the branch is
 * known (with `customer-id`), and the record that each opened sign link created, kept until the
 * branch changes or the journey starts over. The sign buttons' code is fetched only by a flow with
 * `customer-id`, from the moment it has one; the checklist waits for it, since a sign button not
 * yet defined would show its words and no button.
 */
import { initialState, type Task } from '@lit/task';
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { Agreement, ListAgreementsRequest, ListAgreementsResponse } from '../../api/agreement.js';
import type { ApiError } from '../../api/errors.js';
import type { RequestTaskConfig } from '../../shared/element-requests.js';
import { notFetched, onDemand } from '../../shared/on-demand.js';
import type { AgreementSignLinkDetail } from '../agreement-sign-button/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import { agreementsStep, type ChecklistView } from './agreement-checklist.js';
import { branchAgreements, openedAgreements } from './agreements-to-sign.js';
import type { OpenedAgreement } from './events.js';
import type { StepFooterView } from './step-footer.js';

type BranchArgs = readonly [companyId: string | undefined, businessId: string | undefined];

/** What the controller asks of the flow. */
export interface AgreementsAccess {
  /** The branch whose agreements the customer signs; undefined while there is none, or no `customer-id`. */
  readonly branch: () => FranchiseFoundDetail | undefined;
  /** The flow's `requestTask`: the list is asked again when the branch or the client changes. */
  readonly requestTask: (config: RequestTaskConfig<BranchArgs, Agreement[]>) => Task<readonly unknown[], Agreement[]>;
  /** One page of the list, through the flow's `call`. */
  readonly list: (request: ListAgreementsRequest, signal: AbortSignal) => Promise<ListAgreementsResponse>;
  /** Agreements left out of a page for want of an id. */
  readonly leftOut: (count: number) => void;
  /** Announces a failure of the pages themselves (a page token that never ends), or of fetching the sign buttons. */
  readonly report: (error: unknown) => ApiError;
  /** Defines `<agreement-sign-button>` (`import('./sign-button.js')`). */
  readonly loadSignButton: () => Promise<unknown>;
}

export class AgreementsController {
  readonly #host: ReactiveControllerHost;
  readonly #task: Task<readonly unknown[], Agreement[]>;
  readonly #signButton: () => Promise<unknown>;
  /** By agreement id: a Map, since an id such as `constructor` would find an inherited value on a plain object. */
  #recordIds: ReadonlyMap<string, string> = new Map();

  constructor(host: ReactiveControllerHost, access: AgreementsAccess) {
    this.#host = host;
    this.#signButton = onDemand(access.loadSignButton);
    this.#task = access.requestTask({
      args: () => [access.branch()?.companyId, access.branch()?.businessId] as const,
      task: async ([companyId, businessId], { signal }) => {
        if (!companyId || !businessId) return initialState;
        await this.#signButton().catch((error: unknown) => {
          throw access.report(notFetched('listAgreements', 'draws the sign buttons', error));
        });
        const list = (request: ListAgreementsRequest) => access.list(request, signal);
        return branchAgreements(list, { companyId, businessId }, access.leftOut).catch((error) => {
          throw access.report(error);
        });
      },
    });
  }

  /** Starts fetching the sign buttons (`customer-id` was set); a fetch that fails is tried again by the step. */
  prepare(): void {
    this.#signButton().catch(() => undefined);
  }

  /** A sign link was opened: its record is kept. */
  readonly onSignLink = ({ detail }: CustomEvent<AgreementSignLinkDetail>): void => {
    this.#recordIds = new Map(this.#recordIds).set(detail.agreementId, detail.agreementRecordId);
    this.#host.requestUpdate();
  };

  /** The agreements whose sign links were opened, in the order offered, with their records. */
  get opened(): OpenedAgreement[] {
    return openedAgreements(this.#task.value ?? [], this.#recordIds);
  }

  /** Another branch, or a new journey: no sign link opened yet. */
  forget(): void {
    this.#recordIds = new Map();
    this.#host.requestUpdate();
  }

  /** The step: the checklist, and "Finish", which waits for every required agreement. */
  render(
    view: Omit<ChecklistView, 'agreements' | 'recordIds' | 'onSignLink'> & { readonly finishing: Omit<StepFooterView, 'step' | 'missing'> },
  ): TemplateResult {
    return agreementsStep(this.#task, { ...view, recordIds: this.#recordIds, onSignLink: this.onSignLink });
  }
}
