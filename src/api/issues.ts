/** Turns schema issues into one readable sentence that names the fields at fault. */
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

function describeIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? 'must not be empty'
        : `must be at least ${String(issue.minimum)}`;
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has the wrong format' : `expected ${issue.format}`;
    case 'invalid_union':
      return 'does not match any accepted form';
    default:
      return issue.message;
  }
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
