/**
 * Processes for the command's tests, all on loopback: the bundled `booking-elements-gateway` run as
 * a business runs it (by `node`, or by npm through its shell, as `npx` does), and a Redis server of
 * the test's own on a free port (`--save '' --appendonly no`: nothing is written to disk). Every
 * process started here is stopped by `stopAll()`, whatever a test did.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

const cli = process.env['GATEWAY_CLI'];
if (!cli) throw new Error('GATEWAY_CLI names the bundled command (scripts/test-node.mjs sets it)');

const started = new Set<ChildProcess>();
/** Processes the tests did not start themselves but learned of (a gateway that npm started). */
const adopted = new Set<number>();

/** Makes `stopAll()` stop the process `pid` too, should a test fail before it ends. */
export function adopt(pid: number): void {
  adopted.add(pid);
}

export interface Command {
  readonly child: ChildProcess;
  /** Everything it wrote, standard output and error together. */
  readonly output: () => string;
  /** Its lines that are JSON objects. */
  readonly lines: () => Record<string, unknown>[];
}

function watch(child: ChildProcess): Command {
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    output: () => output,
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Any other program of the tests (workerd), its output kept. */
export function runProcess(command: string, args: readonly string[]): Command {
  return watch(spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
}

/**
 * The command with only `env` (and PATH). `viaNpm`: started as `npx` starts a package's command,
 * `npm exec` running it through `sh -c`.
 */
export function runCommand(env: Record<string, string>, { viaNpm = false } = {}): Command {
  const fullEnv = { PATH: process.env['PATH'] ?? '', ...env };
  const child = viaNpm
    ? spawn('npm', ['exec', '--offline', '--no', '--', 'node', cli!], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [cli!], { env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  return watch(child);
}

/** Waits for the command's `listening` line: where it listens, and the pid of the gateway itself. */
export async function listening(command: Command): Promise<{ url: string; pid: number; upstream: string }> {
  // Generous: a loaded machine takes seconds to load the command and open its database; a command
  // that fails stops at once (its exit is seen below), so only a slow start waits this long.
  for (let waited = 0; waited < 40_000; waited += 50) {
    const line = command.lines().find((entry) => entry['event'] === 'listening');
    if (line) return { url: String(line['url']), pid: Number(line['pid']), upstream: String(line['upstream']) };
    if (command.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the command did not start: ${command.output()}`);
}

/** Resolves once `check` holds, polling every 50 ms; rejects with `what` after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}

/** Whether a process of that id is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A TCP port free on loopback a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): its connections stay open and nothing answers, as a hung server. */
  pause(): void;
  resume(): void;
}

async function launchRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const redis = watch(child);
  await eventually(() => /Ready to accept connections/.test(redis.output()) || child.exitCode !== null, 'redis-server started');
  if (child.exitCode !== null) throw new Error(`redis-server did not start: ${redis.output()}`);
  return child;
}

/** A Redis server on a free loopback port (redis-server from Debian's package; .ci/run installs it). */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launchRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
    async restart() {
      child = await launchRedis(port);
    },
    pause() {
      child.kill('SIGSTOP');
    },
    resume() {
      child.kill('SIGCONT');
    },
  };
}

/** Stops every process the tests started or adopted and that is still running. */
export async function stopAll(): Promise<void> {
  for (const pid of adopted) if (alive(pid)) process.kill(pid, 'SIGKILL');
  adopted.clear();
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    }),
  );
}
