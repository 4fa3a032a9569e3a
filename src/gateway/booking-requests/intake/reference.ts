/**
 * A request's reference: what a customer reads to the business over the phone. Eight characters
 * from an alphabet without the ones people confuse (0 and O, 1, I and L), grouped in fours:
 * `K7MX-Q2PD`. 31 characters to the power of 8 is about 850 billion: a clash is rare, and the
 * database's unique index catches one, when a new reference is drawn.
 */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The largest multiple of the alphabet's size under 256: bytes above it are drawn again, so that every character is as likely. */
const fairCeiling = 256 - (256 % alphabet.length);

export function newReference(): string {
  let text = '';
  // Each byte is kept with a chance of 248/256: a loop of a few rounds at most.
  while (text.length < 8) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < fairCeiling && text.length < 8) text += alphabet[byte % alphabet.length];
    }
  }
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** Whether `text` is written as a reference is. */
export const referencePattern = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
