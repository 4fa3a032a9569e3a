// The accessibility conformance report: `docs/accessibility/report.json` (the data, in the shape
// of GSA's OpenACR) written out as pages in the layout of the VPAT 2.5 INT template:
// docs/accessibility/README.md (the summary) and one page per element. `npm run accessibility-report`
// writes them; `npm run check:accessibility` (part of `npm test`) fails when a WCAG 2.2 A or AA
// criterion has no entry for an element, a "Supports" names no test, a named test no longer exists,
// a page is out of date, or an element's keyboard map (the "## Keyboard" section that ends
// docs/elements/<tag>.md) names a test that is gone or does not press the key.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTags } from './elements.mjs';
import { findTest } from './test-titles.mjs';
import { wcag22 } from './wcag-22.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const dataPath = 'docs/accessibility/report.json';
const report = JSON.parse(readFileSync(dataPath, 'utf8'));
const problems = [];
const testFiles = new Map();

const conformance = {
  supports: 'Supports',
  'partially-supports': 'Partially Supports',
  'does-not-support': 'Does Not Support',
  'not-applicable': 'Not Applicable',
};

// ---- the data, checked ------------------------------------------------------------------------

const tags = report.elements;
if (JSON.stringify([...tags].sort()) !== JSON.stringify([...elementTags].sort())) {
  problems.push(`${dataPath}: "elements" must list every element of src/elements: ${elementTags.join(', ')}`);
}
const entries = new Map(report.criteria.map((criterion) => [criterion.num, criterion]));
for (const criterion of report.criteria) {
  if (!wcag22.some((known) => known.num === criterion.num))
    problems.push(`${dataPath}: ${criterion.num} is not a WCAG 2.2 A or AA criterion`);
}

/** An element's entry for a criterion: its own, or the one for every element ("all"). */
function entryOf(criterion, tag) {
  const components = entries.get(criterion.num)?.components ?? [];
  const found = components.find((component) => component.name === tag) ?? components.find((component) => component.name === 'all');
  if (!found) return undefined;
  const tests = (found.adherence.tests ?? []).map((test) => test.replaceAll('{tag}', tag));
  return { ...found.adherence, tests };
}

for (const criterion of wcag22) {
  for (const tag of tags) {
    const entry = entryOf(criterion, tag);
    const where = `${criterion.num} ${criterion.handle}, <${tag}>`;
    if (!entry) {
      problems.push(`${where}: no entry`);
      continue;
    }
    if (!conformance[entry.level]) problems.push(`${where}: "${entry.level}" is not one of ${Object.keys(conformance).join(', ')}`);
    if (!entry.notes?.trim()) problems.push(`${where}: no remarks`);
    if (entry.level === 'supports' && entry.tests.length === 0) problems.push(`${where}: "Supports" names no test`);
    for (const test of entry.tests) {
      const found = findTest(test, testFiles);
      if (typeof found === 'string') problems.push(`${where}: ${found}`);
    }
  }
}

// ---- the pages ------------------------------------------------------------------------------

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const testList = (tests) => (tests.length ? `<br>Tests: ${tests.map((test) => `\`${cell(test)}\``).join('; ')}` : '');
const byLevel = (level) => wcag22.filter((criterion) => criterion.level === level);
const link = (criterion) =>
  `[${criterion.num} ${criterion.handle}](https://www.w3.org/TR/WCAG22/#${criterion.handle
    .replace(/ \(Obsolete.*\)$/, '')
    .toLowerCase()
    .replace(/[(),]/g, '')
    .replace(/\s+/g, '-')}) (Level ${criterion.level})`;

function criteriaTable(tag, level) {
  const rows = byLevel(level).map((criterion) => {
    const entry = entryOf(criterion, tag) ?? { level: 'missing', notes: '', tests: [] };
    return `| ${link(criterion)} | ${conformance[entry.level] ?? 'Missing'} | ${cell(entry.notes ?? '')}${testList(entry.tests)} |`;
  });
  return ['| Criteria | Conformance Level | Remarks and Explanations |', '| --- | --- | --- |', ...rows].join('\n');
}

const generated = `<!-- Written by scripts/accessibility-report.mjs from ${dataPath}: edit the data, then run npm run accessibility-report. -->`;

function elementPage(tag) {
  return `${generated}

# \`<${tag}>\` Accessibility Conformance Report, International Edition

(Based on VPAT® Version 2.5 INT)

**Name of Product/Version:** ${report.product.name} ${report.product.version}, \`<${tag}>\`

**Report Date:** ${report.report_date}

**Product Description:** ${report.element_descriptions[tag]}

**Contact Information:** ${report.contact}

**Notes:** ${report.notes}

**Evaluation Methods Used:** ${report.evaluation_methods_used}

## Applicable Standards/Guidelines

| Standard/Guideline | Included In Report |
| --- | --- |
| Web Content Accessibility Guidelines 2.2 | Level A (Yes), Level AA (Yes), Level AAA (No) |
| Revised Section 508 standards (January 18, 2017) | Through WCAG 2.2 A and AA (its Chapter 5 and 6 do not apply to a web component) |
| EN 301 549 V3.2.1 (2021-03) | Through WCAG 2.2 A and AA (clauses 9.1 to 9.4; 11 and 12 do not apply) |

## Terms

- **Supports**: the functionality of the product meets the criterion without known defects, proven by the tests named.
- **Partially Supports**: some functionality of the product does not meet the criterion.
- **Does Not Support**: the majority of product functionality does not meet the criterion.
- **Not Applicable**: the criterion is not relevant to the product.

## WCAG 2.2 Report

Tables 1 and 2 also document conformance with EN 301 549 (Chapter 9, Web) and Revised Section 508
(E205.4, web content, through WCAG).

### Table 1: Success Criteria, Level A

${criteriaTable(tag, 'A')}

### Table 2: Success Criteria, Level AA

${criteriaTable(tag, 'AA')}

### Table 3: Success Criteria, Level AAA

Not evaluated.

## Legal Disclaimer

${report.legal_disclaimer}
`;
}

const short = { supports: 'S', 'partially-supports': 'PS', 'does-not-support': 'DNS', 'not-applicable': 'N/A' };

function summaryPage() {
  const header = `| Criterion | ${tags.map((tag) => `[\`<${tag}>\`](${tag}.md)`).join(' | ')} |`;
  const rows = wcag22.map(
    (criterion) =>
      `| ${criterion.num} ${criterion.handle} (${criterion.level}) | ${tags.map((tag) => short[entryOf(criterion, tag)?.level] ?? '?').join(' | ')} |`,
  );
  const gaps = wcag22.flatMap((criterion) =>
    tags.flatMap((tag) => {
      const entry = entryOf(criterion, tag);
      return entry && (entry.level === 'partially-supports' || entry.level === 'does-not-support')
        ? [`- **${criterion.num} ${criterion.handle}, \`<${tag}>\`: ${conformance[entry.level]}.** ${entry.notes}`]
        : [];
    }),
  );
  return `${generated}

# Accessibility conformance of booking-elements (WCAG 2.2 A and AA)

${report.summary}

One report per element, in the layout of the VPAT 2.5 INT template (WCAG 2.2, with EN 301 549
and Revised Section 508 through it): ${tags.map((tag) => `[\`<${tag}>\`](${tag}.md)`).join(', ')}.
The data is \`report.json\` (the shape of [OpenACR](https://github.com/GSA/openacr)); every
"Supports" names the tests that prove it, and \`npm run check:accessibility\` (part of \`npm test\`)
fails when a criterion has no entry for an element, when a "Supports" names no test, or when a
named test is gone. Each element's keyboard map is the "Keyboard" section of its page in
[docs/elements](../elements/README.md), each key naming the test that presses it.

**Report date:** ${report.report_date}. **Evaluation methods:** ${report.evaluation_methods_used}

## Summary

S: Supports, PS: Partially Supports, DNS: Does Not Support, N/A: Not Applicable.

${header}
| --- | ${tags.map(() => '---').join(' | ')} |
${rows.join('\n')}

## Partially supported and not supported, and what it would take

${gaps.length ? gaps.join('\n') : 'None.'}

${report.not_tested}
`;
}

const pages = new Map([
  ['docs/accessibility/README.md', summaryPage()],
  ...tags.map((tag) => [`docs/accessibility/${tag}.md`, elementPage(tag)]),
]);

// ---- the keyboard maps ------------------------------------------------------------------------

/** What in a test's source shows that it presses a key. */
const pressed = (key) =>
  ({
    Tab: /\bTab\b|tabTo|tabThrough/,
    'Shift+Tab': /shiftTab|backwards: true/,
  })[key] ?? new RegExp(`'${key}'`);

for (const tag of tags) {
  const path = `docs/elements/${tag}.md`;
  const page = readFileSync(path, 'utf8');
  const sections = page.split(/^## /m);
  const keyboard = sections.at(-1);
  if (sections.length < 2 || !keyboard.startsWith('Keyboard\n')) {
    problems.push(`${path}: no "## Keyboard" section at the end of the page`);
    continue;
  }
  const rows = keyboard.split('\n').filter((line) => line.startsWith('|') && line.includes('<kbd>'));
  if (rows.length === 0) problems.push(`${path}: the keyboard map has no row`);
  for (const row of rows) {
    const keys = [...row.split('|')[1].matchAll(/<kbd>([^<]+)<\/kbd>/g)].map((match) => match[1]);
    const reference = /`(test\/[^`]+)`\s*\|\s*$/.exec(row)?.[1];
    if (!reference) {
      problems.push(`${path}: the row of ${keys.join(', ')} names no test`);
      continue;
    }
    const test = findTest(reference, testFiles);
    if (typeof test === 'string') {
      problems.push(`${path}: ${test}`);
      continue;
    }
    for (const key of keys) {
      if (!pressed(key).test(test.body)) problems.push(`${path}: "${test.title}" does not press ${key}`);
    }
  }
}

// ---- written, or compared ---------------------------------------------------------------------

const checking = process.argv.includes('--check');
for (const [path, text] of pages) {
  if (!checking) writeFileSync(path, text);
  else if (!existsSync(path) || readFileSync(path, 'utf8') !== text)
    problems.push(`${path} is out of date: run npm run accessibility-report`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
const counted = wcag22.length * tags.length;
console.log(
  `${checking ? 'Checked' : 'Wrote'} the conformance report: ${wcag22.length} criteria × ${tags.length} elements (${counted} entries), and ${tags.length} keyboard maps.`,
);
