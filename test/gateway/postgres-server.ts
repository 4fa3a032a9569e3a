/**
 * A PostgreSQL 15 cluster of the test's own, on a free loopback port, in a temporary folder owned
 * by the `postgres` user (initdb refuses root): Debian's binaries, which .ci/run installs when they
 * are missing. Missing binaries fail the test that asks for one, with a message; nothing is skipped.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes.js';

const binaries = process.env['POSTGRES_BIN'] ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  /** `postgres://test@127.0.0.1:port/postgres`: trust authentication, no password. */
  readonly url: string;
  /** Restarts it as an operator would (`pg_ctl restart -m fast`): every connection is cut, the data stays. */
  restart(): Promise<void>;
  /** Stops the server, keeping its data; `start()` brings it back on the same port. */
  halt(): Promise<void>;
  start(): Promise<void>;
  /** Freezes the server and every backend (SIGSTOP): connections stay open and nothing answers, as a hung server. */
  pause(): void;
  resume(): void;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** `command` and its arguments, run as the `postgres` user when the tests run as root. */
function asPostgresUser(command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', join(binaries, command), ...args]]
    : [join(binaries, command), [...args]];
}

function asPostgres(command: string, args: readonly string[]): string {
  const [program, programArgs] = asPostgresUser(command, args);
  return execFileSync(program, programArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}

/** The same without blocking this process, whose gateways go on answering meanwhile. */
async function asPostgresAsync(command: string, args: readonly string[]): Promise<void> {
  const [program, programArgs] = asPostgresUser(command, args);
  await promisify(execFile)(program, programArgs, { encoding: 'utf8', timeout: 60_000 });
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
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const startArgs = ['-D', data, '-l', join(folder, 'log'), '-w', '-o', options, 'start'];
  asPostgres('pg_ctl', startArgs);
  /** The postmaster and its backends, by the pid file and the process table. */
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [postmaster, ...children];
  };
  let stopped = false;
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    restart: () => asPostgresAsync('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-m', 'fast', '-w', '-o', options, 'restart']),
    halt: () => asPostgresAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => asPostgresAsync('pg_ctl', startArgs),
    pause() {
      // The backends first, then the postmaster, so that none is forked in between.
      for (const pid of processes().reverse()) process.kill(pid, 'SIGSTOP');
    },
    resume() {
      for (const pid of processes()) process.kill(pid, 'SIGCONT');
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        for (const pid of processes()) process.kill(pid, 'SIGCONT');
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Stopped already (halted by a test).
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
