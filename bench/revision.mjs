// The sources of another git revision, for a benchmark that measures it beside this tree in the
// same run (`--before <revision>`): extracted with `git archive` into the benchmark's cache, never
// checked out, so that the working tree and its branch stay as they are. Bundles made from there
// find their packages in this tree's node_modules (the cache is inside it).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';

/** The revision named after `--before` on the command line, or undefined when the flag is absent. */
export function beforeRevisionArgument(argv = process.argv) {
  const flag = argv.indexOf('--before');
  if (flag === -1) return undefined;
  const revision = argv[flag + 1];
  if (!revision || revision.startsWith('--')) throw new Error('--before takes a git revision, such as HEAD~3 or a commit');
  return revision;
}

/** The folders `folders` of `revision`, extracted under `cacheDir`: where they are and the commit they came from. */
export function sourcesOf(revision, cacheDir, folders = ['src', 'demo']) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { encoding: 'utf8' }).trim();
  const root = `${cacheDir}/before-${commit.slice(0, 12)}`;
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...folders], { maxBuffer: 256 * 2 ** 20 });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  return { root, commit };
}
