/** Reading a body that may be larger than the gateway will hold: a caller's request or an upstream's answer. */

/**
 * A request's or an answer's body as text, read up to `maxBytes`: over it (declared or as it
 * arrives), `tooLarge()` is thrown and the rest left unread.
 */
export async function readText(message: Request | Response, maxBytes: number, tooLarge: () => Error): Promise<string> {
  const declared = Number(message.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await message.body?.cancel();
    throw tooLarge();
  }
  if (!message.body) return '';
  const reader = message.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}
