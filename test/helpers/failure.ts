import { expect } from '@open-wc/testing';
import { ApiError } from '../../src/api/errors.js';

/** Awaits a call that must fail, and hands back the ApiError it rejected with. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
