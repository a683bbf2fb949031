/** `npm run simulator` and `npm run preview` as real process chains (npm → sh → node), on real ports. */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export const SCRIPTS = {
  simulator: (port: number) => ['--port', String(port), '--api-key', 'cli-key'],
  preview: (port: number) => [
    '--port',
    String(port),
    '--no-open',
    '--data-dir',
    mkdtempSync(path.join(tmpdir(), 'fs-preview-cli-')),
  ],
} as const;
export type Script = keyof typeof SCRIPTS;

/**
 * How long a test of one run may take: `npm run preview` builds the whole app before it serves
 * (about 16 s alone, past a minute on two cores while the suite's Chromium tests run beside it).
 */
export const RUN_BUDGET_MS: Record<Script, number> = { simulator: 60_000, preview: 180_000 };

export interface NpmRun {
  npm: ChildProcess;
  stderr: () => string;
}

/** `detached` gives the chain its own process group, as a terminal would. */
export function npmRun(script: Script, port: number): NpmRun {
  const npm = spawn('npm', ['run', script, '--', ...SCRIPTS[script](port)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  npm.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { npm, stderr: () => stderr };
}

/** The first line that is an address: electron-vite's build output comes before it. */
export async function addressOf(child: ChildProcess): Promise<string> {
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (/^http:\/\//.test(line)) {
      child.stdout?.resume();
      return line;
    }
  }
  throw new Error('the script printed no address');
}

/** Every process under `pid` (the shell, node), found with pgrep. */
export async function descendants(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)('pgrep', ['-P', String(pid)]).catch(() => ({ stdout: '' }));
  const children = stdout.split('\n').filter(Boolean).map(Number);
  return [...children, ...(await Promise.all(children.map(descendants))).flat()];
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Binds the port and lets it go: what a second `npm run` would need. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, found by binding port 0. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return true;
  }
  return check();
}
