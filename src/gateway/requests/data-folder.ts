/**
 * The embedded database's folder: readable by its owner only, and held by one process at a time.
 * PGlite is PostgreSQL in this process; a second process writing the same files would corrupt
 * them, so the first takes a lock file holding its pid, and a second is refused while that process
 * lives. A lock whose process is gone (a crash, a SIGKILL) is taken over.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockName = 'gateway.lock';

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function heldBy(lockFile: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the folder (mode 0700) and takes its lock; gives the function that lets it go. */
export function holdDataFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A folder that existed keeps its mode through mkdir: it is narrowed here.
  chmodSync(dir, 0o700);
  const lockFile = join(dir, lockName);
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const pid = heldBy(lockFile);
    if (pid !== undefined && pid !== process.pid && processAlive(pid)) {
      throw new Error(
        `The booking data folder ${dir} is in use by process ${pid}: one process owns the embedded database. ` +
          'To run several instances, give each the same PostgreSQL with BOOKING_DATABASE_URL.',
      );
    }
    // The process that held it is gone: its lock is stale.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`The booking data folder ${dir} could not be locked: another process took it at the same moment.`);
}
