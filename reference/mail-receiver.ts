/**
 * The demo's mail server (DEMO ONLY): where the gateway's e-mail of each booking request goes, on a
 * loopback port of its own, as a branch's inbox would receive it. The last messages are kept in
 * memory for the demo's receiver page (`/receiver.html`): who it went to, its subject, and whether
 * the requested time came as a calendar file.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly at: string;
  readonly to: readonly string[];
  /** The Subject header, its encoded words decoded. */
  readonly subject: string;
  /** Whether the message holds the requested time as a calendar file (`text/calendar`). */
  readonly calendar: boolean;
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

/** The bytes of a Q-encoded word: `_` a space, `=XX` a byte, any other character itself. */
function quotedBytes(data: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < data.length; index += 1) {
    const hex = data.slice(index + 1, index + 3);
    if (data[index] === '=' && /^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(data[index] === '_' ? 0x20 : data.charCodeAt(index) & 0xff);
  }
  return bytes;
}

/**
 * A header as people read it: the encoded words of RFC 2047 (`=?UTF-8?Q?...?=` and `?B?`), which
 * mailers write for text beyond ASCII, decoded. Adjacent encoded words are one text (a character may
 * be cut between them), so their bytes are joined before they are read as UTF-8.
 */
export function readableHeader(text: string): string {
  return text.replace(/(?:=\?utf-8\?[qb]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes: number[] = [];
    for (const [, kind = '', data = ''] of run.matchAll(/=\?utf-8\?([qb])\?([^?]*)\?=/gi)) {
      bytes.push(...(kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64') : quotedBytes(data)));
    }
    return `${new TextDecoder().decode(new Uint8Array(bytes))}${/\s$/.test(run) ? ' ' : ''}`;
  });
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
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = readableHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '');
        messages.unshift({
          at: now().toISOString(),
          to: session.envelope.rcptTo.map((address) => address.address),
          subject,
          calendar: /^Content-Type: text\/calendar/im.test(raw),
        });
        messages.splice(kept);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...messages],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
