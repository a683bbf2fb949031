// `npm run preview` builds the preview and then serves from the bundle with Node alone: no
// process of the chain compiles TypeScript through tsx at start.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { addressOf, descendants, freePort, npmRun, RUN_BUDGET_MS } from './npm-run.js';

/** A process's command line; empty for one gone since it was listed (the build's). */
const commandLine = (pid: number) =>
  promisify(execFile)('ps', ['-o', 'args=', '-p', String(pid)]).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );

describe.skipIf(process.platform === 'win32')('npm run preview', () => {
  it('serves from out/preview/cli.js run by Node alone, with no tsx in the chain', async () => {
    const { npm } = npmRun('preview', await freePort());
    try {
      await addressOf(npm);
      const lines = await Promise.all((await descendants(npm.pid!)).map(commandLine));
      expect(lines.filter((line) => /^\S*node out\/preview\/cli\.js /.test(line))).toHaveLength(1);
      expect(lines.filter((line) => /\btsx\b/.test(line))).toEqual([]);
    } finally {
      process.kill(-npm.pid!, 'SIGTERM');
    }
  }, RUN_BUDGET_MS.preview);
});
