// What `npm run size` compares its table with: the same table measured on the last release tag
// (v*), or on main when there is none, so that each row shows what a change did to it.
//
// The base's own scripts/size.mjs runs on the base's sources, extracted with `git archive` into a
// temporary folder (the repository's worktrees and branches are left alone; not under
// node_modules, whose files the build treats as packages) and given this checkout's node_modules; its table is read from what it prints. A base measured once is kept in
// the cache under its commit.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

const cache = resolve('node_modules/.cache/booking-elements/size-baseline');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The last release tag, or main. */
function defaultBase() {
  try {
    return git('describe', '--tags', '--abbrev=0', '--match', 'v*');
  } catch {
    return 'main';
  }
}

/** Each row of a printed table, by its label: its min+gzip bytes. */
export function rowsOfTable(text) {
  const rows = new Map();
  for (const line of text.split('\n')) {
    const match = /^(\S.*?)\s{2,}([\d,]+)\s{2,}([\d,]+)\s{2,}/.exec(line);
    if (match) rows.set(match[1], Number(match[3].replaceAll(',', '')));
  }
  return rows;
}

/**
 * The base's rows (label to min+gzip bytes) and its name, or `{ skipped }` saying why there is
 * nothing to compare with: this checkout is the base itself, git is missing, or the base's own
 * measure failed.
 */
export function baseline(requested) {
  const name = requested ?? defaultBase();
  let commit;
  try {
    commit = git('rev-parse', '--verify', `${name}^{commit}`);
  } catch {
    return { skipped: `no ${name} to compare with` };
  }
  const changed = git('status', '--porcelain', '--', 'src', 'scripts', 'package.json', 'package-lock.json') !== '';
  if (!changed && commit === git('rev-parse', 'HEAD')) return { skipped: `this is ${name}` };
  const saved = `${cache}/${commit}.json`;
  if (existsSync(saved)) return { name, rows: new Map(JSON.parse(readFileSync(saved, 'utf8'))) };
  const tree = `${tmpdir()}/booking-elements-size-${commit}`;
  rmSync(tree, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${tree}"`]);
  symlinkSync(resolve('node_modules'), `${tree}/node_modules`);
  const measured = spawnSync(process.execPath, ['scripts/size.mjs', '--against=none'], { cwd: tree, encoding: 'utf8' });
  rmSync(tree, { recursive: true, force: true });
  const rows = rowsOfTable(measured.stdout ?? '');
  if (rows.size === 0) return { skipped: `${name}'s own measure printed no table` };
  mkdirSync(cache, { recursive: true });
  writeFileSync(saved, JSON.stringify([...rows]));
  return { name, rows };
}
