/**
 * The picker's settings that a booking flow passes on to its own picker, and that the script-tag
 * entry reads from a picker's attributes to start its first requests (first-requests.ts): each
 * named here once, with its attribute and whether it is a list. The picker and the flow declare
 * each in their static `properties` too, which the manifest's analyzer reads (it follows no
 * spread); test/elements/forwarded-settings.test.ts checks that they agree with this table.
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import { listAttribute } from '../../shared/attributes.js';

export const forwardedSettings = [
  { property: 'customerId', attribute: 'customer-id', list: false },
  { property: 'serviceIds', attribute: 'service-ids', list: true },
  { property: 'staffIds', attribute: 'staff-ids', list: true },
  { property: 'petTypes', attribute: 'pet-types', list: true },
  { property: 'timeZone', attribute: 'time-zone', list: false },
  { property: 'layout', attribute: 'layout', list: false },
  { property: 'maxDate', attribute: 'max-date', list: false },
] as const;

type Setting = (typeof forwardedSettings)[number];

/** The settings' values: a list of strings for a list, else the attribute's text. */
export type ForwardedSettings = {
  readonly [S in Setting as S['property']]: S['list'] extends true ? readonly string[] : string;
};

/** The settings as a picker's attributes say them, before its code has loaded. */
export function settingsOfAttributes(picker: Element): ForwardedSettings {
  const read = ({ attribute, list }: Setting) => {
    const text = picker.getAttribute(attribute);
    return list ? (listAttribute.fromAttribute!(text, Array) as string[]) : (text ?? '');
  };
  // Typed by ForwardedSettings: Object.fromEntries cannot say which property holds which kind.
  return Object.fromEntries(forwardedSettings.map((setting) => [setting.property, read(setting)])) as unknown as ForwardedSettings;
}

/** Gives `picker` the settings: the texts as attributes, as if the page had written them; the lists as properties. */
export function forwardSettings(picker: Element, settings: ForwardedSettings): void {
  for (const { property, attribute, list } of forwardedSettings) {
    if (list) Object.assign(picker, { [property]: settings[property] });
    else picker.setAttribute(attribute, settings[property] as string);
  }
}

/**
 * Passes settings to the picker in its element's shadow root, after each render: the element's own,
 * or those `settings` gives (a flow's services and pet type chosen by the customer replace its own).
 */
export class PickerSettingsController implements ReactiveController {
  readonly #host: ReactiveElement;
  readonly #settings: () => ForwardedSettings;

  constructor(host: ReactiveElement & ForwardedSettings, settings: () => ForwardedSettings = () => host) {
    this.#host = host;
    this.#settings = settings;
    host.addController(this);
  }

  hostUpdated(): void {
    const picker = this.#host.renderRoot.querySelector('availability-picker');
    if (picker) forwardSettings(picker, this.#settings());
  }
}
