/**
 * `npm run preview` of a build (this tree or a previous release's) as a user's start runs it:
 * the command its package.json's `preview` script runs after the build (the part after the
 * last `&&`: `node out/preview/cli.js` now, `node --import tsx main/preview/cli.ts` before),
 * with `node` this Node, on a kept data folder and port (the page's origin holds its
 * IndexedDB), never opening a browser of its own.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addressOf } from '../integration/cli/npm-run.js';
import type { Build } from './baseline-build.js';

export interface PreviewProfile {
  dataDir: string;
  port: number;
}

export interface RunningPreview {
  /** Epoch ms when the process was spawned and when it printed the page's address. */
  spawnedAt: number;
  servingAt: number;
  /** The page's address, with its one-time ticket. */
  address: string;
  /** SIGTERM, as Ctrl+C would; resolves when the process is gone. */
  stop(): Promise<void>;
}

async function launchCommand(build: Build): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(build.root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string | undefined>;
  };
  const script = manifest.scripts['preview'];
  if (!script) throw new Error(`${build.label} has no \`npm run preview\` to start: name a later --baseline`);
  const [command, ...args] = script.split('&&').at(-1)!.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`${build.label}'s preview does not end in a node command: ${script}`);
  return args;
}

export async function startPreview(
  build: Build,
  profile: PreviewProfile,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningPreview> {
  const args = await launchCommand(build);
  const flags = ['--no-open', '--no-demo', '--data-dir', profile.dataDir, '--port', String(profile.port)];
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [...args, ...flags], {
    cwd: build.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  // Its log is shown only when it fails to serve: every start prints the same notice.
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await addressOf(child).catch((error: unknown) => {
    throw new Error(`the preview of ${build.label} did not start: ${String(error)}\n${log}`);
  });
  return {
    spawnedAt,
    servingAt: Date.now(),
    address,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
