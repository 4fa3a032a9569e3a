// `npm run check:layout`: every element folder has the same shape, and no file of src/ holds
// 400 lines or more (the team's rule: a new feature gets its own module first). Part of `npm test`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const maxLines = 400;
/** What each folder of src/elements holds, for its tag. */
const shape = (tag) => ['define.ts', `${tag}.ts`, `${tag}.styles.ts`, `${tag}.strings.ts`, 'events.ts', 'locales/es.ts', 'locales/fr.ts'];

const problems = [];
for (const tag of elementTags) {
  for (const file of shape(tag)) {
    if (!existsSync(`src/elements/${tag}/${file}`)) problems.push(`src/elements/${tag}/${file} is missing`);
  }
}
const sources = readdirSync('src', { recursive: true, withFileTypes: true }).filter(
  (entry) => entry.isFile() && entry.name.endsWith('.ts'),
);
for (const entry of sources) {
  const path = `${entry.parentPath ?? entry.path}/${entry.name}`;
  const lines = readFileSync(path, 'utf8').split('\n').length - 1;
  if (lines >= maxLines) problems.push(`${path} has ${lines} lines (under ${maxLines}: move a feature into a module of its own)`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${elementTags.length} element folders of one shape; ${sources.length} source files under ${maxLines} lines.`);
