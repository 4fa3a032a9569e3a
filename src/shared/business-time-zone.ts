/**
 * The zone an element shows a business's times in, as a reactive controller: the host's
 * `time-zone` when it names one, else the company's (asked once per company and transport),
 * else the browser's when the company's is not one this browser knows.
 */
import { initialState, Task, TaskStatus } from '@lit/task';
import type { ReactiveControllerHost } from 'lit';
import { browserTimeZone, isTimeZone } from './time.js';

/** What the zone depends on: the company, the host's own zone, the transport, and whether to ask at all. */
export type TimeZoneArgs = readonly [companyId: string, timeZone: string, transport: unknown, configured: boolean];

/** The zone resolved for a company, kept with the company so that a new one is not shown the old zone. */
interface ResolvedZone {
  readonly companyId: string;
  readonly timeZone: string;
}

export class BusinessTimeZone {
  private readonly task: Task<TimeZoneArgs, ResolvedZone>;

  constructor(
    host: ReactiveControllerHost,
    private readonly args: () => TimeZoneArgs,
    /** The company's IANA zone as the service names it. */
    companyZone: (companyId: string, signal: AbortSignal) => Promise<string>,
  ) {
    this.task = new Task(host, {
      args,
      task: async ([companyId, timeZone, , configured], { signal }) => {
        // A zone the host gave needs no request; a misconfigured host sends nothing at all.
        if (timeZone || !configured) return initialState;
        const zone = await companyZone(companyId, signal);
        return { companyId, timeZone: isTimeZone(zone) ? zone : browserTimeZone() };
      },
    });
  }

  /** The zone every date and time is computed in; undefined until it is known. */
  get value(): string | undefined {
    const [companyId, timeZone] = this.args();
    if (timeZone) return isTimeZone(timeZone) ? timeZone : undefined;
    const resolved = this.task.value;
    return this.task.status === TaskStatus.COMPLETE && resolved?.companyId === companyId ? resolved.timeZone : undefined;
  }

  /** Why the company's zone could not be asked for, while that is so. */
  get error(): unknown {
    return this.task.status === TaskStatus.ERROR ? this.task.error : undefined;
  }

  /** Asks again after a failure. */
  retry(): void {
    if (this.task.status === TaskStatus.ERROR) void this.task.run();
  }
}
