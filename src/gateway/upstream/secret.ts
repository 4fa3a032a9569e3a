/**
 * Keeping the key out of answers. An upstream that echoes the Authorization header may write the
 * key in any spelling JSON and base64 allow (escaped characters, base64 with or without padding,
 * url-safe base64), and in any case (a lower-cased base64 is quickly guessed back), so answers
 * are searched after JSON.parse has undone the escapes, for every form of the key, in any case.
 */
import { base64OfText } from '../../api/basic-auth.js';

/** The key and each base64 spelling of it, lower-cased. */
export function secretForms(apiKey: string): readonly string[] {
  const base64 = base64OfText(apiKey);
  const unpadded = base64.replace(/=+$/, '');
  const urlSafe = unpadded.replace(/\+/g, '-').replace(/\//g, '_');
  return [...new Set([apiKey, base64, unpadded, urlSafe].map((form) => form.toLowerCase()))];
}

/** Whether any string of a parsed JSON value (keys included) holds one of the forms, in any case. */
export function holdsSecret(value: unknown, forms: readonly string[]): boolean {
  const holds = (text: string) => {
    const lower = text.toLowerCase();
    return forms.some((form) => lower.includes(form));
  };
  const pending: unknown[] = [value];
  // Iterative, so that a deeply nested answer cannot exhaust the stack.
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (holds(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (holds(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
