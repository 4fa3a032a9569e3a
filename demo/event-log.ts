/** The event log: every event the elements on the page emit, newest first, with its detail. */
import { html, nothing, type TemplateResult } from 'lit';
import type { DemoState, Store } from './state.js';

export interface LogEntry {
  readonly time: string;
  readonly type: string;
  /** The element that emitted it (inside a flow: the inner element). */
  readonly source: string;
  /** Which part of the page: the preview or one of the recipes. */
  readonly context: string;
  readonly detail: string;
  readonly cancelable: boolean;
  readonly defaultPrevented: boolean;
}

const maxLogEntries = 200;

function stringify(detail: unknown): string {
  try {
    return JSON.stringify(detail ?? null, null, 2) ?? String(detail);
  } catch {
    return String(detail);
  }
}

/** The tag of the element that emitted the event, inside another element's shadow root too. */
function emitterOf(event: Event): string {
  const origin = event.composedPath()[0];
  if (origin instanceof Element) return origin.localName;
  return event.target instanceof Element ? event.target.localName : 'unknown';
}

function entryOf(event: Event): LogEntry {
  const target = event.target instanceof Element ? event.target : null;
  const origin = event.composedPath()[0];
  const source = emitterOf(event);
  const inside = target && origin !== target ? ` in <${target.localName}>` : '';
  const now = new Date();
  return {
    time: `${now.toLocaleTimeString('en-GB', { hour12: false })}.${String(now.getMilliseconds()).padStart(3, '0')}`,
    type: event.type,
    source: `<${source}>${inside}`,
    context: target?.closest<HTMLElement>('[data-log-context]')?.dataset.logContext ?? '',
    detail: stringify((event as CustomEvent<unknown>).detail),
    cancelable: event.cancelable,
    defaultPrevented: event.defaultPrevented,
  };
}

/** Logs the named events that reach `root`; returns what stops it. */
export function logEvents(root: HTMLElement, names: Iterable<string>, store: Store): () => void {
  const onEvent = (event: Event) => {
    const log = [entryOf(event), ...store.state.log].slice(0, maxLogEntries);
    store.set({ log, lastEvent: `${event.type} from <${emitterOf(event)}>` });
  };
  const unique = [...new Set(names)];
  for (const name of unique) root.addEventListener(name, onEvent);
  return () => {
    for (const name of unique) root.removeEventListener(name, onEvent);
  };
}

export function logPanel({ log, lastEvent }: Pick<DemoState, 'log' | 'lastEvent'>, store: Store): TemplateResult {
  const clear = () => store.set({ log: [], lastEvent: 'The event log was cleared.' });
  return html`<section class="panel cfg-log" aria-labelledby="cfg-log-heading">
    <div class="panel-head">
      <h2 id="cfg-log-heading">Events <span class="count">(${log.length})</span></h2>
      <button type="button" class="secondary" @click=${clear} ?disabled=${log.length === 0}>Clear events</button>
    </div>
    <p class="visually-hidden" role="status">${lastEvent}</p>
    ${
      log.length === 0
        ? html`<p class="empty">No events yet. Use the preview: events appear here, newest first.</p>`
        : html`<ol class="log-list" tabindex="0" aria-labelledby="cfg-log-heading" reversed>
          ${log.map(
            (entry) => html`<li class="log-entry">
              <div class="log-meta">
                <code class="event-name">${entry.type}</code>
                <span class="event-source">${entry.source}${entry.context ? html` · ${entry.context}` : nothing}</span>
                <time>${entry.time}</time>
              </div>
              ${
                entry.cancelable
                  ? html`<p class="log-flag">Cancelable${entry.defaultPrevented ? ': the host called preventDefault()' : ''}</p>`
                  : nothing
              }
              <pre class="log-detail">${entry.detail}</pre>
            </li>`,
          )}
        </ol>`
    }
  </section>`;
}
