/**
 * The page a sign link opens: `GET /sign/{recordId}` shows the agreement as text with a form,
 * `POST /sign/{recordId}` (form field `signature`, the typed name) marks the record SIGNED.
 * Agreement titles and contents are plain text and may hold `<` or `&`: all escaped.
 * Only the page's own form may sign: a POST from another site is refused (403).
 */
import type { AgreementRecord } from '../src/api/agreement.js';
import { formatTimestamp } from './calendar.js';
import { BodyTooLarge, readBodyText } from './request-fields.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; line-height: 1.5; }
  body { margin: 0; background: Canvas; color: CanvasText; }
  main { max-width: 42rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  .agreement { white-space: pre-wrap; border: 1px solid color-mix(in srgb, CanvasText 25%, transparent); border-radius: 0.5rem;
    padding: 1rem; max-height: 50vh; overflow: auto; }
  form { display: grid; gap: 0.5rem; margin-top: 1.5rem; }
  label { font-weight: 600; }
  input { font: inherit; padding: 0.5rem; border-radius: 0.375rem; border: 1px solid color-mix(in srgb, CanvasText 45%, transparent); }
  button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border-radius: 0.375rem; border: none; cursor: pointer;
    background: #1d4ed8; color: #fff; justify-self: start; }
  button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .error { color: #b91c1c; font-weight: 600; }
  .signed { padding: 1rem; border-radius: 0.5rem; background: color-mix(in srgb, #16a34a 15%, Canvas); }
`;

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

function signedView(record: AgreementRecord): string {
  return `<h1>${escapeHtml(record.title)}</h1>
<div class="signed" role="status">
<p><strong>Signed.</strong> Thank you, ${escapeHtml(record.signature)}.</p>
<p>Signed on <time datetime="${escapeHtml(record.signedTime ?? '')}">${escapeHtml(record.signedTime ?? '')}</time>. You can close this page.</p>
</div>`;
}

function formView(record: AgreementRecord, error?: string): string {
  const errorBlock = error ? `<p class="error" role="alert" id="signature-error">${escapeHtml(error)}</p>` : '';
  return `<h1>${escapeHtml(record.title)}</h1>
<p>Please read this agreement, then type your full name and press Sign.</p>
<section class="agreement" aria-label="Agreement text" tabindex="0">${escapeHtml(record.content)}</section>
<form method="post">
<label for="signature">Your full name</label>
<input id="signature" name="signature" autocomplete="name" required${error ? ' aria-invalid="true" aria-describedby="signature-error"' : ''}>
${errorBlock}
<button type="submit">Sign</button>
</form>`;
}

function notFoundPage(): Response {
  return page('Link not found', '<h1>Link not found</h1><p>This signing link does not exist or has expired.</p>', 404);
}

function crossSitePage(): Response {
  const body = '<h1>Not signed</h1><p>An agreement can only be signed on its own page. Open the signing link and sign there.</p>';
  return page('Not signed', body, 403);
}

function tooLargePage(): Response {
  return page('Not signed', '<h1>Not signed</h1><p>The form sent was too large.</p>', 413);
}

/**
 * Whether a POST was sent by a page of another origin, such as a hidden form on another site
 * signing on a visitor's behalf. Browsers name the sending page in `Origin` (`null` when they
 * will not say) and the relation in `Sec-Fetch-Site`, and no page can forge either. Without
 * either (curl), nothing rides on a visitor's browser, so the request is taken as it is.
 */
function isCrossOrigin(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** The typed name of the form, or undefined when the form is over the size limit. */
async function readSignature(request: Request): Promise<string | undefined> {
  try {
    return new URLSearchParams(await readBodyText(request)).get('signature')?.trim() ?? '';
  } catch (error) {
    if (error instanceof BodyTooLarge) return undefined;
    throw error;
  }
}

/** Serves the sign page of a record and takes its signature, changing the record in place. */
export async function handleSignPage(request: Request, record: AgreementRecord | undefined, now: number): Promise<Response> {
  // biome-ignore lint/complexity/useOptionalChain: written out, the check narrows `record` for TypeScript.
  if (!record || record.status !== 'NORMAL') return notFoundPage();
  if (request.method === 'GET') {
    return record.signedStatus === 'SIGNED' ? page(record.title, signedView(record)) : page(record.title, formView(record));
  }
  if (request.method !== 'POST') return page('Not allowed', '<h1>Not allowed</h1>', 405);
  if (isCrossOrigin(request)) return crossSitePage();
  if (record.signedStatus === 'SIGNED') return page(record.title, signedView(record));
  const signature = await readSignature(request);
  if (signature === undefined) return tooLargePage();
  if (!signature) return page(record.title, formView(record, 'Type your full name to sign.'), 400);
  const timestamp = formatTimestamp(now);
  Object.assign(record, {
    signedStatus: 'SIGNED',
    signedType: 'CUSTOMER_SIGNED',
    signature,
    signedTime: timestamp,
    updatedTime: timestamp,
  } satisfies Partial<AgreementRecord>);
  return page(record.title, signedView(record));
}
