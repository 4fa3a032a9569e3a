import { sendKeys } from '@web/test-runner-commands';

/** Types into a field as a user does: focus it, select what is there, type over it (nothing to type: delete it). */
export async function typeOver(field: HTMLInputElement, text: string): Promise<void> {
  field.focus();
  field.select();
  if (text) await sendKeys({ type: text });
  else await sendKeys({ press: 'Backspace' });
}
