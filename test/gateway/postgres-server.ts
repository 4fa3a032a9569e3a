/**
 * A PostgreSQL 15 cluster of the test's own, on a free loopback port, in a temporary folder owned
 * by the `postgres` user (initdb refuses root): Debian's binaries, which .ci/run installs when they
 * are missing. Missing binaries fail the test that asks for one, with a message; nothing is skipped.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './processes.js';

const binaries = process.env['POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** `postgres://test@127.0.0.1:port/postgres`: trust authentication, no password. */
  readonly url: string;
  stop(): Promise<void>;
}

function asPostgres(command: string, args: readonly string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [program, programArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(binaries, command), ...args]]
    : [join(binaries, command), args];
  return execFileSync(program, programArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

function postgresUid(): { uid: number; gid: number } {
  const [uid = '', gid = ''] = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n');
  return { uid: Number(uid), gid: Number(gid || execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()) };
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(join(binaries, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (no ${binaries}/initdb): apt-get install postgresql (.ci/run does it).`);
  }
  const folder = mkdtempSync(join(tmpdir(), 'booking-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUid();
    chownSync(folder, uid, Number.isNaN(gid) ? uid : gid);
  }
  const data = join(folder, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'test', '--no-sync']);
  const port = await freePort();
  asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  let stopped = false;
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
