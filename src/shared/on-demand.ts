/**
 * A module an element fetches only when a setting asks for it (the flow's sign buttons with
 * `customer-id`, its sending with `send-request`): the first call starts the fetch, later calls
 * share it, and a fetch that failed is started again by the next call (a "Try again"): Chromium
 * fetches a module that failed again. A browser that kept the failure until the page is reloaded
 * (which is why the script-tag entry asks again under a new URL) would fail it again, so each such
 * module starts loading as soon as its setting is known, while the page's own files have just
 * come through.
 */
import { ApiError } from '../api/errors.js';

export function onDemand<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** A module that could not be fetched, told as the network failure it is: the customer is offered "Try again". */
export function notFetched(operation: string, what: string, cause: unknown): ApiError {
  return new ApiError({ code: 'NETWORK', operation, message: `The code that ${what} could not be loaded.`, cause });
}
