/** Turns schema issues into one readable sentence that names the fields at fault. */
import type * as z from './schema.js';

type Issue = z.Issue;

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

/** Our readers word their own messages ("expected a string"); zod's structural ones are terse. */
export function describeIssue(issue: Issue): string {
  return issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
}

/** `"reviews[3].score: must be at most 5; nextPageToken: expected string"` (first three). */
export function describeIssues(issues: readonly Issue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = formatPath(issue.path);
    return path ? `${path}: ${describeIssue(issue)}` : describeIssue(issue);
  });
  const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}
