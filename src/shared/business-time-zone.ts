/**
 * The zone an element shows a business's times in: the host's `time-zone` when it names one,
 * else the company's (asked for by the element's task, once per company and client), else the
 * browser's when the company's is not one this browser knows.
 */
import { initialState, TaskStatus } from '@lit/task';
import { browserTimeZone, isTimeZone } from '../common/time.js';

/** The zone resolved for a company, kept with the company so that a new one is not shown the old zone. */
export interface ResolvedZone {
  readonly companyId: string;
  readonly timeZone: string;
}

/** The zone to show a company's times in: its own when this browser knows it, else the browser's. */
export function resolvedZone(companyId: string, companyZone: string): ResolvedZone {
  return { companyId, timeZone: isTimeZone(companyZone) ? companyZone : browserTimeZone() };
}

/**
 * The work of the element's task for the company's zone: none when the host gives a zone;
 * otherwise `ask` the company's, and `warn` when this browser does not know it.
 */
export function companyZoneTask(ask: (companyId: string, signal: AbortSignal) => Promise<string>, warn: (message: string) => void) {
  return async (
    [companyId, timeZone]: readonly [string, string],
    { signal }: { signal: AbortSignal },
  ): Promise<ResolvedZone | typeof initialState> => {
    if (timeZone) return initialState;
    const zone = await ask(companyId, signal);
    if (!isTimeZone(zone)) warn(`The company's time zone "${zone}" is not known to this browser: times are shown in the browser's.`);
    return resolvedZone(companyId, zone);
  };
}

/** What is read of the element's task that asks for the company's zone. */
interface ZoneTask {
  readonly status: TaskStatus;
  readonly value?: ResolvedZone | undefined;
  readonly error?: unknown;
  run(): Promise<void>;
}

export class BusinessTimeZone {
  /** The company, and the host's own zone (empty for none). */
  readonly #given: () => readonly [companyId: string, timeZone: string];
  /** The element's task for the company's zone, which asks nothing when the host gives one. */
  readonly #task: ZoneTask;

  constructor(given: () => readonly [companyId: string, timeZone: string], task: ZoneTask) {
    this.#given = given;
    this.#task = task;
  }

  /** The zone every date and time is computed in; undefined until it is known. */
  get value(): string | undefined {
    const [companyId, timeZone] = this.#given();
    if (timeZone) return isTimeZone(timeZone) ? timeZone : undefined;
    const resolved = this.#task.value;
    return this.#task.status === TaskStatus.COMPLETE && resolved?.companyId === companyId ? resolved.timeZone : undefined;
  }

  /** Why the company's zone could not be asked for, while that is so. */
  get error(): unknown {
    return this.#task.status === TaskStatus.ERROR ? this.#task.error : undefined;
  }

  /** Asks again after a failure. */
  retry(): void {
    if (this.#task.status === TaskStatus.ERROR) void this.#task.run();
  }
}
