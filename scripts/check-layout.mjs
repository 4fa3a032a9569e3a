// `npm run check:layout`: every element folder has the same shape, and no file of src/ holds
// 400 lines or more (the team's rule: a new feature gets its own module first). Part of `npm test`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { elementTags } from './elements.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));

const maxLines = 400;
/** No file of test/ holds this many lines or more: a long test file is split by feature, its shared setup in a helper. */
const maxTestLines = 700;
/** What each folder of src/elements holds, for its tag. */
const shape = (tag) => ['define.ts', `${tag}.ts`, `${tag}.styles.ts`, `${tag}.strings.ts`, 'events.ts', 'locales/es.ts', 'locales/fr.ts'];

const problems = [];
for (const tag of elementTags) {
  for (const file of shape(tag)) {
    if (!existsSync(`src/elements/${tag}/${file}`)) problems.push(`src/elements/${tag}/${file} is missing`);
  }
}
/** The files of `folder` and its subfolders whose names end in one of `endings`, as paths. */
const filesOf = (folder, endings) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && endings.some((ending) => entry.name.endsWith(ending)))
    .map((entry) => `${entry.parentPath ?? entry.path}/${entry.name}`);
const lineCount = (path) => readFileSync(path, 'utf8').split('\n').length - 1;

const sources = filesOf('src', ['.ts']);
for (const path of sources) {
  const lines = lineCount(path);
  if (lines >= maxLines) problems.push(`${path} has ${lines} lines (under ${maxLines}: move a feature into a module of its own)`);
}
const tests = filesOf('test', ['.ts', '.tsx', '.mjs', '.js', '.vue', '.svelte']).filter((path) => !path.includes('node_modules'));
for (const path of tests) {
  const lines = lineCount(path);
  if (lines >= maxTestLines) {
    problems.push(
      `${path} has ${lines} lines (under ${maxTestLines}: split it by feature, shared setup in a helper or a fixtures.ts beside it)`,
    );
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${elementTags.length} element folders of one shape; ${sources.length} source files under ${maxLines} lines; ${tests.length} test files under ${maxTestLines}.`,
);
