/**
 * The page token of the staff's list: where the last page ended (its last request's received time
 * and id), as opaque text. Read back strictly: a token that was not made here is a 400.
 */
import { GatewayFailure } from '../../pipeline/failure.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export interface PagePosition {
  readonly receivedTime: string;
  readonly id: string;
}

export function pageToken(position: PagePosition): string {
  return btoa(`${position.receivedTime} ${position.id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function readPageToken(token: string): PagePosition {
  let text = '';
  try {
    text = token.length <= 200 ? atob(token.replaceAll('-', '+').replaceAll('_', '/')) : '';
  } catch {
    text = '';
  }
  const [receivedTime = '', id = '', ...rest] = text.split(' ');
  if (rest.length > 0 || !instant.test(receivedTime) || !uuid.test(id)) {
    throw new GatewayFailure('INVALID_ARGUMENT', 'The page_token is not one this list gave.');
  }
  return { receivedTime, id };
}

/** Whether `id` is written as a request's id is (a UUID): anything else is not found, never sent to the database. */
export const isRequestId = (id: string) => uuid.test(id);
