import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
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

// Each test starts `npx tsx`, which compiles the simulator first: seconds on a quiet machine,
// more than the suite's 20 s under a full test run's load.
describe('cli', { timeout: 90_000 }, () => {
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
