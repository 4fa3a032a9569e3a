/**
 * The demo's mail server (DEMO ONLY): where the gateway's e-mails go, on a loopback port of its
 * own, as the branch's front desk and each customer would receive them. The last messages are kept
 * in memory for the demo's receiver page (`/receiver.html`), read as a mail program reads them: by
 * mailparser (the subject, the plain text, the links in it) and the calendar file by ical.js.
 */
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The calendar file a message carries, as a calendar reads it. */
export interface ReceivedCalendar {
  /** What it asks a calendar to do: `PUBLISH` (add), `REQUEST` (add or update), `CANCEL` (remove). */
  readonly method: string;
  /** The event's status: `TENTATIVE`, `CONFIRMED`, `CANCELLED`. */
  readonly status: string;
  readonly summary: string;
  readonly uid: string;
  readonly sequence: number;
  readonly start: string;
}

export interface ReceivedMail {
  readonly at: string;
  readonly to: readonly string[];
  readonly subject: string;
  /** The plain text, as sent. */
  readonly text: string;
  /** The http(s) links of the text, in order. */
  readonly links: readonly string[];
  readonly calendar: ReceivedCalendar | undefined;
}

export interface MailReceiver {
  /** `smtp://127.0.0.1:<port>`: what the gateway's BOOKING_SMTP_URL would say. */
  readonly url: string;
  /** The messages received, newest first (the last 50). */
  received(): readonly ReceivedMail[];
  close(): Promise<void>;
}

const kept = 50;
const largestMessage = 256 * 1024;
const mostLinks = 10;

/** The calendar file of a message, when it holds one ical.js can read. */
function calendarOf(content: string): ReceivedCalendar | undefined {
  try {
    const calendar = new ICAL.Component(ICAL.parse(content));
    const event = calendar.getFirstSubcomponent('vevent');
    if (!event) return undefined;
    const read = new ICAL.Event(event);
    return {
      method: String(calendar.getFirstPropertyValue('method') ?? ''),
      status: String(event.getFirstPropertyValue('status') ?? ''),
      summary: read.summary ?? '',
      uid: read.uid ?? '',
      sequence: read.sequence ?? 0,
      start: read.startDate.toJSDate().toISOString(),
    };
  } catch {
    return undefined;
  }
}

/** A message as the receiver page shows it. */
async function readMail(raw: Buffer, to: readonly string[], at: string): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  const text = mail.text ?? '';
  const calendar = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  return {
    at,
    to,
    subject: mail.subject ?? '',
    text,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].slice(0, mostLinks).map(([link]) => link),
    calendar: calendar ? calendarOf(calendar.content.toString('utf8')) : undefined,
  };
}

export async function startMailReceiver(now: () => Date = () => new Date()): Promise<MailReceiver> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: largestMessage,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= largestMessage) chunks.push(chunk);
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((address) => address.address);
        readMail(Buffer.concat(chunks), to, now().toISOString()).then(
          (read) => {
            messages.unshift(read);
            messages.splice(kept);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error('unreadable message')),
        );
      });
    },
  });
  // A client that drops its connection (a gateway stopped mid-message) is told as an error event,
  // which would otherwise be thrown and stop the demo: a mail server goes on serving the others.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...messages],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
