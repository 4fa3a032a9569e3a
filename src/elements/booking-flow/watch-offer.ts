/**
 * `watch` (with `send-request`) as the flow holds it: where no time suits, the customer can ask to
 * be told when one opens. In "Choose a time" a button under the picker ("None of these times suit
 * me", or "Tell me when a time opens" while the range on screen has no free time) opens the form,
 * which takes the picker's place until the customer goes back to the times. The groomers it offers
 * are those the branch's availability named, noted as the picker reads it, through the client the
 * flow gives the picker. The form's module is fetched only by a flow with `watch`, so that a flow
 * without it pays for this file alone.
 */
import { initialState, Task } from '@lit/task';
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { BookingAvailability } from '../../api/availability.js';
import type { Operation, RequestOf, ResponseOf } from '../../api/operation.js';
import type { CallOptions, Transport } from '../../api/transport.js';
import { errorView } from '../../shared/error-view.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { WatchForm, WatchView } from './watch-form.js';

export class WatchOffer {
  readonly #host: ReactiveControllerHost;
  readonly #on: () => boolean;
  readonly #task: Task<readonly [boolean, string], WatchForm>;
  /** The form, kept with what the customer typed when the page's language changes. */
  #form: WatchForm | undefined;
  /** The groomers each branch's availability named: by branch, their names by id. */
  readonly #groomers = new Map<string, Map<string, string>>();
  #noting: { readonly for: Transport; readonly client: Transport } | undefined;
  /** The range on screen has no free time. */
  #empty = false;
  /** The customer asked for the form. */
  opened = false;

  constructor(host: ReactiveControllerHost & HTMLElement, active: () => boolean, locale: () => string) {
    this.#host = host;
    this.#on = active;
    this.#task = new Task(host, {
      args: () => [active(), locale()] as const,
      task: async ([on, language]) => {
        if (!on) return initialState;
        // The module kept whole: a property read off `import()` is wrapped in code that picks it out.
        const module = await import('./watch-form.js');
        // The form is drawn in the page's language from the start, its words fetched with it.
        await module.wordsFor(language);
        this.#form ??= new module.WatchForm(host);
        return this.#form;
      },
    });
  }

  /** The client for the picker: with `watch`, one that notes the groomers of each availability answer (made anew only for another client). */
  clientFor(client: Transport): Transport {
    if (!this.#on()) return client;
    if (this.#noting?.for !== client) {
      const send = async <Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>> => {
        const answer = await client.send(operation, request, options);
        if (operation.name === 'getBookingAvailability')
          this.#note((request as { businessId: string }).businessId, answer as BookingAvailability);
        return answer;
      };
      this.#noting = { for: client, client: { baseUrl: client.baseUrl, send } };
    }
    return this.#noting.client;
  }

  #note(businessId: string, answer: BookingAvailability): void {
    const names = this.#groomers.get(businessId) ?? new Map<string, string>();
    for (const day of answer.availability) {
      for (const groomer of day.staff) names.set(groomer.staffId, `${groomer.firstName} ${groomer.lastName}`.trim());
    }
    this.#groomers.set(businessId, names);
  }

  /** The picker showed a range: whether it has a free time. */
  readonly onLoad = (event: CustomEvent<{ readonly availableDates: readonly string[] }>): void => {
    this.#empty = event.detail.availableDates.length === 0;
    this.#host.requestUpdate();
  };

  /** The form opens or closes. */
  show(opened: boolean): void {
    this.opened = opened;
    this.#host.requestUpdate();
  }

  /** A new journey ("Book another", another branch): the form closed and emptied of what the customer sent. */
  reset(): void {
    this.opened = false;
    this.#task.value?.reset();
  }

  /** Under the picker: the button that opens the form (`open`); nothing without `watch`. */
  renderOffer(text: BookingFlowStrings, open: () => void): TemplateResult | typeof nothing {
    if (!this.#on()) return nothing;
    const label = this.#empty ? text.watchWhenOpens : text.watchNoneSuit;
    return html`<p part="watch-offer"><button type="button" part="watch-button" @click=${open}>${label}</button></p>`;
  }

  /** The form in the picker's place: a word while its module loads, the form, or why it could not load with "Try again". */
  renderForm(view: Omit<WatchView, 'groomers'> & { readonly businessId: string }): TemplateResult | typeof nothing {
    const { text } = view;
    const groomers = this.#groomers.get(view.businessId) ?? new Map<string, string>();
    return (
      this.#task.render({
        pending: () => html`<p>${text.loading}</p>`,
        complete: (form) => form.render({ ...view, groomers }),
        error: (error) => errorView(error, text, () => void this.#task.run()),
      }) ?? nothing
    );
  }
}
