// `npm run simulator` and `npm run preview` end with their npm process, whatever ends it, and
// leave their port free: the next `npm run` of the README must be able to bind it.
import { Agent, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressOf, alive, descendants, freePort, npmRun, portFree, RUN_BUDGET_MS, until, type Script } from './npm-run.js';

/** A client that keeps its connection open, as a browser or the app would between requests. */
function holdKeepAlive(port: number): Promise<Agent> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(agent));
    });
    req.on('error', reject);
    req.end();
  });
}

// A SIGINT to npm alone is not among them: npm forwards it to `sh -c`, which dash holds until
// node exits, so node never learns of it (only `exec node …` in the script would reach node,
// and cmd.exe on Windows has no exec). Ctrl+C in a terminal signals the whole group.
const ENDINGS = [
  ['SIGTERM to npm alone', 'SIGTERM', 'npm'],
  ['SIGHUP to npm alone (its terminal closed)', 'SIGHUP', 'npm'],
  ['Ctrl+C (SIGINT to the whole group)', 'SIGINT', 'group'],
  ['npm killed (SIGKILL)', 'SIGKILL', 'npm'],
] as const;

// POSIX signals, process groups and pgrep; Windows has none of them.
describe.skipIf(process.platform === 'win32').each(['simulator', 'preview'] as Script[])('npm run %s', (script) => {
  it.each(ENDINGS)(
    '%s: every process ends and the port is free within seconds',
    async (_, signal, target) => {
      const port = await freePort();
      const { npm } = npmRun(script, port);
      const pids: number[] = [];
      try {
        expect(await addressOf(npm)).toContain(`127.0.0.1:${port}`);
        pids.push(npm.pid!, ...(await descendants(npm.pid!)));
        expect(pids.length, 'npm, its shell and node').toBeGreaterThan(2);
        const agent = await holdKeepAlive(port);
        expect(await portFree(port)).toBe(false);
        process.kill(target === 'group' ? -npm.pid! : npm.pid!, signal);
        expect(await until(() => pids.every((pid) => !alive(pid)), 5_000), `still running: ${pids.filter(alive)}`).toBe(
          true,
        );
        expect(await portFree(port)).toBe(true);
        agent.destroy();
      } finally {
        for (const pid of pids.filter(alive)) process.kill(pid, 'SIGKILL');
      }
    },
    RUN_BUDGET_MS[script],
  );
});
