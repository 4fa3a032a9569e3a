// What the reference API's tests by feature share: a request sent as JSON and its answer read,
// every page of a list walked, and wall clocks computed with Intl, apart from the API.
import { expect } from '@open-wc/testing';
import type { BookingAvailability } from '../../../src/api/online-booking.js';

/**
 * Responses are typed with the client's types for reading convenience only: these tests check
 * the raw wire, where fields without a value are left out (hence the `?? default` reads).
 */
export interface Answer<Body> {
  status: number;
  json: Body;
}

interface StatusBody {
  code: number;
  message: string;
  details: unknown[];
}

export type JsonObject = Record<string, unknown>;

export async function call<Body>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Body };
}

export const post = <Body = JsonObject>(path: string, body: unknown, headers?: Record<string, string>) =>
  call<Body>('POST', path, body, headers);

export const get = <Body = JsonObject>(path: string, headers?: Record<string, string>) => call<Body>('GET', path, undefined, headers);

export function expectError(answer: Answer<unknown>, status: number, code: number): void {
  const body = answer.json as StatusBody;
  expect(answer.status, JSON.stringify(body)).to.equal(status);
  expect(body.code).to.equal(code);
  expect(body.message).to.be.a('string').and.not.empty;
  expect(body.details).to.deep.equal([]);
}

/** Every page of a list operation, following nextPageToken. */
export async function allPages<Item>(
  path: string,
  body: JsonObject,
  listField: string,
  pageSize: number,
): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let pageToken = '';
  let pages = 0;
  do {
    const answer = await post(path, { ...body, pagination: { pageSize, pageToken } });
    expect(answer.status, JSON.stringify(answer.json)).to.equal(200);
    items.push(...(answer.json[listField] as Item[]));
    pageToken = answer.json.nextPageToken as string;
    pages += 1;
  } while (pageToken);
  return { items, pages };
}

export const allSlots = (availability: BookingAvailability) =>
  availability.availability.flatMap((day) => day.staff.flatMap((staff) => staff.availableSlots));

/** The wall clock in a zone: `YYYY-MM-DD` and `HH:MM`, and the UTC offset like `GMT-05:00`. */
export function wallClock(timeZone: string, instant: string | number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, offset: parts.timeZoneName };
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A value nesting objects `levels` deep: `{ a: { a: ... } }`. */
export function nested(levels: number): JsonObject {
  let value: JsonObject = {};
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

/**
 * The same test server under its other loopback name: a different origin to the browser, so a
 * request there from this page is cross-origin (and cross-site) although it reaches the same API.
 */
export function otherOriginOf(url: string): string {
  const other = new URL(url);
  if (other.hostname === 'localhost') other.hostname = '127.0.0.1';
  else if (other.hostname === '127.0.0.1') other.hostname = 'localhost';
  else throw new Error(`no other name known for ${other.hostname}`);
  return other.href;
}

/** Loads a page into an iframe and waits for it. */
export async function openFrame(src: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  const loaded = nextLoad(frame);
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

export function nextLoad(frame: HTMLIFrameElement): Promise<unknown> {
  return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
}
