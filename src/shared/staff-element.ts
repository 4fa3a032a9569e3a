/**
 * What the staff elements share: the `token` of the business's identity provider, sent with each
 * of their requests as `Authorization: Bearer`. A function is called before each request, so that
 * a token about to expire is refreshed by the host's own sign-in; one that throws sends nothing,
 * and asks staff to sign in.
 */
import type { PropertyDeclarations } from 'lit';
import { ApiError } from '../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../api/operation.js';
import { BookingElement } from './booking-element.js';
import type { CallSettings } from './element-requests.js';
import type { ErrorStrings } from './strings.js';

/** A staff token, or a function that gives the current one. */
export type StaffToken = string | (() => string | Promise<string>);

export abstract class StaffElement<Strings extends ErrorStrings = ErrorStrings> extends BookingElement<Strings> {
  // Lit adds the base class's properties to these.
  static override properties: PropertyDeclarations = { token: { attribute: false } };

  /**
   * A staff token from the business's identity provider, or a function returning one (called
   * before each request); sent as `Authorization: Bearer`. Without it a gateway that keeps these
   * reads to staff answers that the reader must sign in; a function that throws asks so at once,
   * and the request is not sent.
   */
  token: StaffToken | undefined;

  protected override async call<Op extends Operation>(
    operation: Op,
    request: RequestOf<Op>,
    settings: CallSettings = {},
  ): Promise<ResponseOf<Op>> {
    const authorization = await this.staffAuthorization(operation.name, settings.failure);
    if (!authorization.Authorization) return super.call(operation, request, settings);
    return super.call(operation, request, { ...settings, headers: { ...settings.headers, ...authorization } });
  }

  /**
   * The `Authorization` header of the current token (none without one), for `call` and for the
   * requests that do not go through it (an event stream). A token function that throws is
   * reported as a failed request is (`booking-error`, or `booking-warning` for `failure:
   * 'warning'`), and rejects with UNAUTHENTICATED, which asks staff to sign in.
   */
  protected async staffAuthorization(operation: string, failure: CallSettings['failure'] = 'error'): Promise<Record<string, string>> {
    let token: string | undefined;
    try {
      token = typeof this.token === 'function' ? await this.token() : this.token;
    } catch (error) {
      const message = `The token function threw: ${error instanceof Error ? error.message : String(error)}`;
      // UNAUTHENTICATED without an answer: staff are asked to sign in whatever the operation (failure.ts).
      const failed = new ApiError({ code: 'UNAUTHENTICATED', operation, message, cause: error });
      throw failure === 'warning' ? this.errors.warn(failed, operation) : this.errors.report(failed, operation);
    }
    return token ? { Authorization: `Bearer ${token}` } : {};
  }
}
