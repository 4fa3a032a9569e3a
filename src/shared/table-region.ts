/**
 * How the staff elements lay out what they show: parts under a heading that names the table or
 * list in them, and tables in a region that scrolls sideways on a narrow screen (and can be
 * scrolled from the keyboard), so that nothing else on the page is pushed out of its column.
 * Their look is `tableStyles` (src/shared/table-styles.ts).
 */
import { html, type nothing, type TemplateResult } from 'lit';

/** A part under its heading, which names the table or list in it. */
export function headedSection(id: string, heading: string, body: TemplateResult | typeof nothing): TemplateResult {
  return html`<section class=${id}>
    <h2 id=${id}>${heading}</h2>
    ${body}
  </section>`;
}

/** A table named by its section's heading, in a region that scrolls on its own (from the keyboard too). */
export function tableRegion(labelId: string, table: TemplateResult): TemplateResult {
  return html`<div class="table-region" role="region" aria-labelledby=${labelId} tabindex="0">
    <table aria-labelledby=${labelId}>
      ${table}
    </table>
  </div>`;
}
