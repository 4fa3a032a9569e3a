/**
 * The e-mails the test runner's gateway sent, as the demo's mail server received them
 * (`GET /_demo/webhook/received`, reference/mail-receiver.ts): what a customer finds in their
 * mailbox, links included.
 */

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

/** The e-mails the mail server holds for `address`, newest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const { mails } = (await (await fetch('/_demo/webhook/received')).json()) as { mails: ReceivedMail[] };
  return mails.filter((mail) => mail.to.includes(address));
}

/** The links of the e-mails to `address` that `wanted` accepts, once there are some (at most 20 s). */
export async function linksTo(address: string, wanted: (link: string) => boolean = () => true): Promise<string[]> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const links = (await mailsTo(address)).flatMap((mail) => mail.links).filter(wanted);
    if (links.length > 0) return links;
    if (performance.now() > deadline) throw new Error(`timed out waiting for an e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
