// A port another program holds is one line that says what to do, not the usage or a stack.
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmRun, RUN_BUDGET_MS, type Script } from './npm-run.js';

let holder: Server;
let port: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

describe.each(['simulator', 'preview'] as Script[])('npm run %s on a busy port', (script) => {
  it(
    'prints one line naming the port and --port, and exits non-zero',
    async () => {
      const { npm, stderr } = npmRun(script, port);
      const [code] = (await once(npm, 'exit')) as [number | null];
      expect(code).not.toBe(0);
      // npm adds its own "npm error" lines, and the preview's build its output: ours is the rest.
      const lines = stderr().split('\n');
      expect(lines.filter((line) => /in use|EADDRINUSE/.test(line) && !line.startsWith('npm '))).toEqual([
        `port ${port} is in use; choose another with --port`,
      ]);
      expect(stderr()).not.toMatch(/usage:|\n\s+at /);
    },
    RUN_BUDGET_MS[script],
  );
});
