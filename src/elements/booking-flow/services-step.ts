/**
 * "What would you like?" (with `<booking-service>` children): the pet's type, then the services
 * offered for it, as checkboxes named by their text, each with its duration and price as the page
 * wrote them. The choice is kept here while the customer goes back and forth between steps.
 *
 * Loaded on demand, by a flow that names services only, with its own styles and English words.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { type NamedService, serviceAttributes } from './booking-service.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import { type ChoosablePetType, choosablePetTypes, isChoosablePetType } from './customer-details.js';
import { detailsStrings } from './details-step.strings.js';
import { servicesStrings } from './services-step.strings.js';
import type { StepFooterView } from './step-footer.js';

/** What the customer chose: the pet's type and one or more services offered for it. */
export interface ServiceChoice {
  readonly petType: ChoosablePetType;
  readonly services: readonly NamedService[];
}

export interface ServicesView {
  readonly text: BookingFlowStrings;
  /** The pet types the flow serves (`pet-types`); every type when empty. */
  readonly petTypes: readonly string[];
  /** The bar that ends the step, its button's action given. */
  readonly footer: (view: Pick<StepFooterView, 'label' | 'missing' | 'act'>) => TemplateResult;
  /** The choice is whole: the journey goes on. */
  readonly onDone: () => void;
}

/** What a `<booking-service>` names, read from its attributes and text: the same before and after its tag is defined. */
function namedService(element: Element): NamedService | undefined {
  const [id, petTypes, duration, price] = serviceAttributes.map((name) => (element.getAttribute(name) ?? '').trim()) as [
    string,
    string,
    string,
    string,
  ];
  const name = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!id || !name) return undefined;
  return {
    id,
    name,
    petTypes: petTypes
      .toUpperCase()
      .split(/[\s,]+/)
      .filter(Boolean),
    duration,
    price,
  };
}

/** The services named inside `host`, in the page's order (an id named twice once), and how many `<booking-service>` name none. */
export function namedServices(host: Element): { services: NamedService[]; incomplete: number } {
  const services: NamedService[] = [];
  let incomplete = 0;
  for (const child of host.querySelectorAll(':scope > booking-service')) {
    const service = namedService(child);
    if (!service) incomplete += 1;
    else if (!services.some((known) => known.id === service.id)) services.push(service);
  }
  return { services, incomplete };
}

/** Whether `service` is offered for `petType`: a service that names no type is for every type. */
const isFor = (service: NamedService, petType: string) => service.petTypes.length === 0 || service.petTypes.includes(petType);

/** The pet types a customer can choose: those some service is for, among those the flow serves. */
export function offeredPetTypes(services: readonly NamedService[], flowPetTypes: readonly string[]): ChoosablePetType[] {
  const served = flowPetTypes.map((type) => type.toUpperCase());
  return choosablePetTypes.filter(
    (type) => (served.length === 0 || served.includes(type)) && services.some((service) => isFor(service, type)),
  );
}

export class ServicesForm {
  #petType = '';
  #chosen = new Set<string>();
  /** The services and pet types offered at the last drawing: the choice is read against them. */
  #services: readonly NamedService[] = [];
  #petTypes: readonly ChoosablePetType[] = [];

  /** How many `<booking-service>` named no service at the last drawing: the owner is told when that changes. */
  #incomplete = 0;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onIncomplete: (count: number) => void;

  constructor(host: ReactiveControllerHost & HTMLElement, onIncomplete: (count: number) => void) {
    this.#host = host;
    this.#onIncomplete = onIncomplete;
  }

  /** The pet type chosen, or the only one offered. */
  get #type(): string {
    return this.#petTypes.length === 1 ? this.#petTypes[0]! : this.#petTypes.some((type) => type === this.#petType) ? this.#petType : '';
  }

  /** What the customer chose, once it is whole (a pet type and a service offered for it); null before. */
  get choice(): ServiceChoice | null {
    const petType = this.#type;
    const services = this.#services.filter((service) => this.#chosen.has(service.id) && isFor(service, petType));
    return isChoosablePetType(petType) && services.length > 0 ? { petType, services } : null;
  }

  /** The choice in a few words ("Full groom, Nail trim for your dog"), or null while it is not whole. */
  summary(replaced: BookingFlowStrings): string | null {
    const choice = this.choice;
    if (!choice) return null;
    const text = { ...detailsStrings, ...servicesStrings, ...replaced };
    return text.servicesFor(choice.services.map((service) => service.name).join(', '), text.petTypeNames[choice.petType]);
  }

  /** Starts again: nothing chosen but the pet type the host gave (`customer`), if any. */
  reset(petType: string): void {
    this.#petType = petType.toUpperCase();
    this.#chosen = new Set();
  }

  readonly #onPetType = (event: Event): void => {
    this.#petType = (event.target as HTMLSelectElement).value;
    this.#host.requestUpdate();
  };

  readonly #onService = (event: Event): void => {
    const { value, checked } = event.target as HTMLInputElement;
    if (checked) this.#chosen.add(value);
    else this.#chosen.delete(value);
    this.#host.requestUpdate();
  };

  /** The step's styles, drawn with it: they come with its module rather than with every flow. */
  #styles(): TemplateResult {
    return html`<style>
      [part='services'] > * + * {
        margin-block-start: var(--_gap);
      }
      fieldset {
        margin: 0;
        padding: 0;
        border: 0;
      }
      legend,
      label[for='service-pet-type'] {
        display: block;
        margin-block-end: 0.375rem;
        padding: 0;
        font-weight: 600;
      }
      select {
        display: block;
        width: 100%;
        max-width: 28rem;
        min-height: 2.75rem;
        padding: 0.5em 0.75em;
        border: 1px solid var(--_field-border);
        border-radius: var(--_radius);
        background: var(--_surface);
        color: inherit;
        font: inherit;
      }
      [part='hint'],
      [part='service-facts'] {
        margin: 0;
        color: var(--_muted);
      }
      [part~='service'] {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.25rem 0.75rem;
        min-height: 2.75rem;
      }
      [part~='service'] input {
        inline-size: 1.25rem;
        block-size: 1.25rem;
        margin: 0;
        accent-color: var(--_accent);
      }
      [part~='service'] label {
        font-weight: 600;
      }
    </style>`;
  }

  render({ text: replaced, petTypes, footer, onDone }: ServicesView): TemplateResult {
    const text = { ...detailsStrings, ...servicesStrings, ...replaced };
    const { services, incomplete } = namedServices(this.#host);
    if (incomplete > 0 && incomplete !== this.#incomplete) this.#onIncomplete(incomplete);
    this.#incomplete = incomplete;
    this.#services = services;
    this.#petTypes = offeredPetTypes(services, petTypes);
    const petType = this.#type;
    const offered = petType ? services.filter((service) => isFor(service, petType)) : [];
    const chosen = this.choice;
    const missing = !petType ? text.choosePetTypeFirst : !chosen && text.chooseServiceFirst;
    const facts = (service: NamedService) => [service.duration, service.price].filter(Boolean).join(' · ');
    return html`<div class="start" part="services">
      ${this.#styles()}
      <div>
        <label for="service-pet-type">${text.petType}</label>
        <select id="service-pet-type" @change=${this.#onPetType}>
          ${this.#petTypes.length > 1 ? html`<option value="" ?selected=${!petType}>${text.petTypeUnset}</option>` : nothing}
          ${this.#petTypes.map((type) => html`<option value=${type} ?selected=${type === petType}>${text.petTypeNames[type]}</option>`)}
        </select>
      </div>
      ${
        offered.length > 0
          ? html`<fieldset aria-describedby="services-hint">
              <legend>${text.servicesLegend}</legend>
              <p id="services-hint" part="hint">${text.servicesHint}</p>
              ${offered.map((service, index) => {
                const checked = this.#chosen.has(service.id);
                const described = facts(service);
                return html`<div part="service${checked ? ' chosen' : ''}">
                  <input
                    type="checkbox"
                    id="service-${index}"
                    value=${service.id}
                    .checked=${checked}
                    aria-describedby=${described ? `service-${index}-facts` : nothing}
                    @change=${this.#onService}
                  />
                  <label for="service-${index}">${service.name}</label>
                  ${described ? html`<span id="service-${index}-facts" part="service-facts">${described}</span>` : nothing}
                </div>`;
              })}
            </fieldset>`
          : nothing
      }
      ${footer({ label: text.continue, missing, act: onDone })}
    </div>`;
  }
}
