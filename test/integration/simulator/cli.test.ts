import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function startCli(args: string[]): ChildProcess {
  // Own process group, so stopping it also stops the node process npx starts.
  return spawn('npx', ['tsx', 'main/simulator/cli.ts', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function stop(child: ChildProcess): void {
  if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}

describe('cli', () => {
  it('prints the base URL first and serves it', async () => {
    const child = startCli([
      '--port',
      '0',
      '--api-key',
      'cli-key',
      '--read-only-key',
      'cli-ro',
      '--seed',
      '3',
      '--events',
      '21',
    ]);
    try {
      const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
      const [first] = (await once(lines, 'line')) as [string];
      expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/1_12$/);
      const ok = await fetch(`${first}/events`, { headers: { 'X-API-KEY': 'cli-key' } });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { total_count: number }).total_count).toBe(21);
      const forbidden = await fetch(`${first}/company/integrations/11`, { headers: { 'X-API-KEY': 'cli-ro' } });
      expect(forbidden.status).toBe(403);
    } finally {
      stop(child);
    }
  });

  it('exits with status 2 and the usage when the key is missing', async () => {
    const child = startCli(['--port', '0']);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(stderr).toContain('--api-key');
  });
});

/** `npm run simulator` as a user starts it; `detached` gives it its own group, like a terminal. */
function startNpmScript(): ChildProcess {
  return spawn('npm', ['run', 'simulator', '--', '--port', '0', '--api-key', 'cli-key'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function baseUrlOf(child: ChildProcess): Promise<string> {
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (/^http:\/\//.test(line)) return line;
  }
  throw new Error('the simulator printed no base URL');
}

/** Every process under `pid` (npm, the shell, node), found with pgrep. */
async function descendants(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)('pgrep', ['-P', String(pid)]).catch(() => ({ stdout: '' }));
  const children = stdout.split('\n').filter(Boolean).map(Number);
  return [...children, ...(await Promise.all(children.map(descendants))).flat()];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (await check()) return true;
  }
  return check();
}

async function serves(url: string): Promise<boolean> {
  return fetch(`${url}/config`, { headers: { 'X-API-KEY': 'cli-key' }, signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

/** A client that keeps its connection open, as a browser or the app would between requests. */
function holdKeepAlive(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/config`, { headers: { 'X-API-KEY': 'cli-key', Connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.on('error', reject);
    req.end();
  });
}

// POSIX signals and pgrep; Windows has neither (Ctrl+C there ends the whole console's processes).
describe.skipIf(process.platform === 'win32')('npm run simulator, stopped', () => {
  it.each([
    ['SIGTERM sent to npm alone', 'SIGTERM', 'parent'],
    ['Ctrl+C (SIGINT to the whole group) with a keep-alive connection open', 'SIGINT', 'group'],
  ] as const)(
    '%s: the port closes and no process is left',
    async (_, signal, target) => {
      const npm = startNpmScript();
      const pids: number[] = [];
      try {
        const url = await baseUrlOf(npm);
        pids.push(npm.pid!, ...(await descendants(npm.pid!)));
        expect(pids.length).toBeGreaterThan(1);
        await holdKeepAlive(url);
        process.kill(target === 'group' ? -npm.pid! : npm.pid!, signal);
        expect(await until(() => pids.every((pid) => !alive(pid)), 8_000), `still running: ${pids.filter(alive)}`).toBe(
          true,
        );
        expect(await serves(url)).toBe(false);
      } finally {
        for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
      }
    },
    30_000,
  );
});
