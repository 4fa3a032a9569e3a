/**
 * The embedded database's folder: it and every file in it readable by their owner only, and held
 * by one process at a time.
 * PGlite is PostgreSQL in this process; a second process writing the same files would corrupt
 * them, so the first takes a lock file holding its pid, and a second is refused while that process
 * lives. A lock whose process is gone (a crash, a SIGKILL) is taken over.
 */
import { chmodSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestSettings } from '../../command/settings.js';

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
          `To run several instances, give each the same PostgreSQL with ${requestSettings.databaseUrl.name}.`,
      );
    }
    // The process that held it is gone: its lock is stale.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`The booking data folder ${dir} could not be locked: another process took it at the same moment.`);
}

/**
 * How far `narrowToOwner` walks: a PostgreSQL data folder is three deep (`base/1/112`) and holds
 * about a thousand files when new (a few more for each table), so a folder past these is not the
 * database's alone.
 */
const walkLimits = { depth: 8, entries: 100_000 };

const missing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Narrows every file under `dir` to 0600 and every folder to 0700. PGlite copies its first files
 * 0666 and its folders 0755 whatever the umask (they come through its own file system), while what
 * PostgreSQL writes later is 0600 already; a folder an older gateway opened keeps the wide modes,
 * so this runs at every opening. Symbolic links are left as they are, never followed (chmod would
 * change what they point to); `dir` is 0700 already (holdDataFolder), so no other user can put
 * one in meanwhile. The folder is read whole before anything is changed: one deeper or fuller
 * than `walkLimits` is refused untouched, since BOOKING_DATA_DIR then named some other folder,
 * whose files are not the gateway's to change.
 */
export function narrowToOwner(dir: string): void {
  const narrowed: [path: string, mode: number][] = [];
  const folders: [path: string, depth: number][] = [[dir, 0]];
  for (let next = folders.pop(); next; next = folders.pop()) {
    const [folder, depth] = next;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        narrowed.push([path, 0o700]);
        folders.push([path, depth + 1]);
      } else if (entry.isFile()) {
        narrowed.push([path, 0o600]);
      }
      if (narrowed.length > walkLimits.entries || depth + 1 >= walkLimits.depth) {
        throw new Error(
          `The booking data folder ${dir} holds more than ${walkLimits.entries} entries or folders ${walkLimits.depth} deep: ` +
            `it should hold the embedded database only (${requestSettings.dataDir.name}).`,
        );
      }
    }
  }
  for (const [path, mode] of narrowed) {
    try {
      chmodSync(path, mode);
    } catch (error) {
      // Gone since the folder was read: nothing left to narrow.
      if (!missing(error)) throw error;
    }
  }
}
