/**
 * How the simulator's and the preview's command lines end: with their npm process. `npm run x`
 * starts `sh -c …`, which starts node; a signal to npm, or npm being killed, may end npm and the
 * shell without reaching node, which would go on serving its port as an orphan. So both stop on
 * SIGINT, SIGTERM and SIGHUP, and when any process between them and npm is gone.
 */
import { execFileSync } from 'node:child_process';

const POLL_MS = 250;
/** A close that hangs (a client that never lets go) must not keep the port past this. */
const CLOSE_GRACE_MS = 3_000;
/** No launcher chain is deeper than npm → sh → tsx → node; a bound, should ps misbehave. */
const MAX_DEPTH = 6;
/** npm titles itself after its command ("npm run simulator …"); on Windows it is node npm-cli.js. */
const NPM_TITLE = /^npm(\.cmd)?\s|\bnpm-cli\.js\s/;

interface ProcessInfo {
  ppid: number;
  args: string;
}

function describeProcess(pid: number): ProcessInfo | undefined {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\d+)\s+(.*)$/.exec(line);
    return match ? { ppid: Number(match[1]), args: match[2] ?? '' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The processes to outlive none of: the parent, and when npm started this process, every
 * ancestor up to and including npm (found by its title, "npm run …"). Without `ps` (Windows),
 * the parent alone.
 */
export function launcherChain(
  parent = process.ppid,
  underNpm = process.env.npm_lifecycle_event !== undefined,
  describe: (pid: number) => ProcessInfo | undefined = describeProcess,
): number[] {
  const chain = [parent];
  if (!underNpm) return chain;
  for (let info = describe(parent); info && !NPM_TITLE.test(info.args) && chain.length < MAX_DEPTH; ) {
    if (info.ppid <= 1) break;
    chain.push(info.ppid);
    info = describe(info.ppid);
  }
  return chain;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Calls `close` once, then exits, on the first of: SIGINT, SIGTERM, SIGHUP, or a process of the
 * launcher chain gone (or this one re-parented, which a reused pid cannot hide).
 */
export function stopWithLauncher(close: () => Promise<void>, chain: readonly number[] = launcherChain()): void {
  const parent = process.ppid;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), CLOSE_GRACE_MS).unref();
    void close().finally(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
  const timer = setInterval(() => {
    if (process.ppid === parent && chain.every(alive)) return;
    clearInterval(timer);
    stop();
  }, POLL_MS);
  timer.unref();
}

/** One line for a port another process holds (Node's listen error names it); else undefined. */
export function portInUse(error: unknown): string | undefined {
  const failure = error as (NodeJS.ErrnoException & { port?: number }) | undefined;
  if (failure?.code !== 'EADDRINUSE') return undefined;
  return `port ${failure.port ?? ''} is in use; choose another with --port`;
}
