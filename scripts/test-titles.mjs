// The titles of the tests of test/, read from their source, for the conformance report and the
// keyboard maps, which name the tests that prove what they claim (scripts/accessibility-report.mjs).
// A test is named `test/accessibility/target-size.test.ts › <its title>`; a title written as a
// template (`at ${width} px`) matches any words where it has a `${…}`.
import { readdirSync, readFileSync } from 'node:fs';

/** Reads a string literal of `source` that opens at `start` (its quote): its text and where it ends; `${…}` kept as `\u0000`. */
function literalAt(source, start) {
  const quote = source[start];
  let text = '';
  for (let at = start + 1; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      text += source[at + 1];
      at += 1;
    } else if (char === quote) {
      return { text, end: at + 1 };
    } else if (quote === '`' && char === '$' && source[at + 1] === '{') {
      // Skip to the brace that closes the placeholder.
      let depth = 0;
      for (at += 1; at < source.length; at += 1) {
        if (source[at] === '{') depth += 1;
        else if (source[at] === '}' && --depth === 0) break;
      }
      text += '\u0000';
    } else {
      text += char;
    }
  }
  throw new Error(`an unclosed string at ${start}`);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every `it(…)` of a test file: its title, a pattern its titles match (a template's placeholders
 * match any words), and its source up to the next test (what it does, for the keyboard maps).
 */
export function testsOf(path) {
  const source = readFileSync(path, 'utf8');
  const found = [];
  for (const match of source.matchAll(/\bit\(\s*(['"`])/g)) {
    const { text } = literalAt(source, match.index + match[0].length - 1);
    const pattern = new RegExp(`^${text.split('\u0000').map(escapeRegExp).join('.+')}$`);
    found.push({ title: text.replaceAll('\u0000', '…'), pattern, start: match.index });
  }
  return found.map((test, index) => ({ ...test, body: source.slice(test.start, found[index + 1]?.start ?? source.length) }));
}

/** Every test file of test/, by its path from the repository's root. */
export function testFiles() {
  return readdirSync('test', { recursive: true })
    .map((path) => `test/${path}`)
    .filter((path) => path.endsWith('.test.ts'));
}

/** A reference `file › title` read as its file and title, or undefined when it is not one. */
export function parseReference(reference) {
  const match = /^(test\/\S+\.test\.ts) › (.+)$/.exec(reference);
  return match ? { file: match[1], title: match[2] } : undefined;
}

/** The test a reference names, or a sentence saying why there is none. */
export function findTest(reference, files = new Map()) {
  const parsed = parseReference(reference);
  if (!parsed) return `"${reference}" is not of the form "test/….test.ts › title"`;
  if (!files.has(parsed.file)) {
    try {
      files.set(parsed.file, testsOf(parsed.file));
    } catch {
      files.set(parsed.file, undefined);
    }
  }
  const tests = files.get(parsed.file);
  if (!tests) return `"${reference}": no file ${parsed.file}`;
  return tests.find((test) => test.pattern.test(parsed.title)) ?? `"${reference}": no test of ${parsed.file} has that title`;
}
