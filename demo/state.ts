/**
 * The configurator's state, and the one way it changes: `set` takes a change, and the page is drawn
 * again from the new state at once, so that what a handler changed is on screen when it returns.
 * Nothing else draws the page.
 */
import type { LogEntry } from './event-log.js';
import type { TogetherState } from './recipe-panels.js';
import type { AgreementList } from './records.js';
import type { Failure, Network } from './simulation.js';
import type { Theme, TokenEdits } from './theme.js';

/** An element's attribute values by attribute name. */
export type AttributeValues = ReadonlyMap<string, string>;

export interface DemoState {
  /** The element being configured. */
  readonly tag: string;
  /** Each element's values, by tag: an element keeps its own while another is shown. */
  readonly values: ReadonlyMap<string, AttributeValues>;
  /** `tag|attribute` of the selects of reference records switched to a typed value. */
  readonly typed: ReadonlySet<string>;
  readonly theme: Theme;
  readonly edits: TokenEdits;
  readonly network: Network;
  readonly failure: Failure;
  /** The events heard, newest first. */
  readonly log: readonly LogEntry[];
  /** What the log's live region says: the last event, or that the log was cleared. */
  readonly lastEvent: string;
  /** What each copy button's live region says, by the code's key. */
  readonly copyMessages: ReadonlyMap<string, string>;
  /** What the preview's live region says about the element last put on the stage. */
  readonly previewMessage: string;
  /** The agreements of each branch, by `business-id`, as the agreement select offers them. */
  readonly agreementLists: ReadonlyMap<string, AgreementList>;
  readonly together: TogetherState;
  /** The sign link the signing recipe shows in its dialog; empty while it is closed. */
  readonly signUrl: string;
  /** The customer token of the signing recipe's customer. */
  readonly recipeToken: string;
}

export class Store {
  private current: DemoState;
  private readonly draw: (state: DemoState) => void;

  constructor(initial: DemoState, draw: (state: DemoState) => void) {
    this.current = initial;
    this.draw = draw;
  }

  get state(): DemoState {
    return this.current;
  }

  set(change: Partial<DemoState>): void {
    this.current = { ...this.current, ...change };
    this.draw(this.current);
  }
}

/** The values of an element. */
export function valuesOf(state: Pick<DemoState, 'values'>, tag: string): AttributeValues {
  return state.values.get(tag) ?? new Map<string, string>();
}

/** The change that gives an element new values. */
export function withValues(state: Pick<DemoState, 'values'>, tag: string, values: AttributeValues): Pick<DemoState, 'values'> {
  return { values: new Map(state.values).set(tag, values) };
}
