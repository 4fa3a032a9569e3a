/**
 * Two hosts that wire the elements to each other or to the page, shown live below the
 * configurator, with the code a visitor can copy.
 */
import { elementMarkup, htmlDocument, settingComments } from './snippet.js';

/** Issue 3 "Together": a found branch sets the picker's company and business, both talking to the gateway at `baseUrl`. */
export function togetherCode(baseUrl: string): string {
  const finder: [string, string][] = [['base-url', baseUrl]];
  const body = `${settingComments(finder).join('\n')}
${elementMarkup('franchise-finder', finder)}
<p id="booking-note" role="status"></p>
<script type="module">
  const finder = document.querySelector('franchise-finder');
  const note = document.querySelector('#booking-note');
  let picker;
  const showPicker = (companyId, businessId) => {
    picker?.remove();
    picker = undefined;
    if (!businessId) return;
    picker = document.createElement('availability-picker');
    picker.setAttribute('base-url', ${JSON.stringify(baseUrl)});
    picker.setAttribute('company-id', companyId);
    picker.setAttribute('business-id', businessId);
    note.after(picker);
  };
  finder.addEventListener('franchise-found', (event) => {
    const { companyId, businessId, businessName, isEnable } = event.detail;
    note.textContent = isEnable
      ? \`Free times at \${businessName}\`
      : \`\${businessName} does not take bookings online yet. Please call the branch.\`;
    showPicker(companyId, isEnable ? businessId : '');
  });
  finder.addEventListener('franchise-not-found', () => {
    note.textContent = '';
    showPicker('', '');
  });
</script>`;
  return htmlDocument({ lang: 'en', title: 'Find your branch', body });
}

/** Issue 4: the host opens the signing page itself, in a frame inside a dialog. */
export function signInDialogCode(attributes: {
  baseUrl: string;
  agreementId: string;
  companyId: string;
  businessId: string;
  customerId: string;
  customerToken: string;
}): string {
  const button: [string, string][] = [
    ['base-url', attributes.baseUrl],
    ['agreement-id', attributes.agreementId],
    ['company-id', attributes.companyId],
    ['business-id', attributes.businessId],
    ['customer-id', attributes.customerId],
    ['customer-token', attributes.customerToken],
    ['target', '_self'],
  ];
  const body = `${settingComments(button).join('\n')}
${elementMarkup('agreement-sign-button', button)}
<dialog id="sign-dialog" aria-labelledby="sign-dialog-title">
  <h2 id="sign-dialog-title">Sign the agreement</h2>
  <iframe title="Signing page" style="width: min(48rem, 85vw); height: 70vh; border: 0"></iframe>
  <form method="dialog"><button>Close</button></form>
</dialog>
<script type="module">
  // target="_self": no window is opened in advance; preventDefault() then stops the navigation.
  const dialog = document.querySelector('#sign-dialog');
  const frame = dialog.querySelector('iframe');
  document.querySelector('agreement-sign-button').addEventListener('agreement-sign-link', (event) => {
    // The element guarantees an absolute http(s) URL; check it anyway before framing it.
    const url = new URL(event.detail.signUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    event.preventDefault(); // the element opens nothing: this page shows the link
    frame.src = url.href;
    dialog.showModal();
  });
  dialog.addEventListener('close', () => frame.removeAttribute('src'));
</script>`;
  return htmlDocument({ lang: 'en', title: 'Sign the agreement', body });
}

/** The sign URL if it is an absolute http(s) URL, else null. */
export function frameableUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
