/**
 * A Node process of a build that serves the app's page and prints its address: the app process
 * of `bench:start`, or `npm run preview` as the build's package.json runs it after its build
 * (the part after the last `&&`: `node out/preview/cli.js` now, `node --import tsx
 * main/preview/cli.ts` before), with `node` this Node.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addressOf } from '../integration/cli/npm-run.js';
import type { Build } from './baseline-build.js';

export interface ServingProcess {
  /** Epoch ms when the process was spawned and when it printed the page's address. */
  spawnedAt: number;
  servingAt: number;
  /** The page's address, with its one-time ticket. */
  address: string;
  /** SIGTERM, as Ctrl+C would; resolves when the process is gone. */
  stop(): Promise<void>;
}

/** Node's arguments for the build's `npm run preview`, after its build. */
export async function previewCommand(build: Build): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(build.root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string | undefined>;
  };
  const script = manifest.scripts['preview'];
  if (!script) throw new Error(`${build.label} has no \`npm run preview\`: name a later --baseline`);
  const [command, ...args] = script.split('&&').at(-1)!.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`${build.label}'s preview does not end in a node command: ${script}`);
  return args;
}

export async function startServing(build: Build, args: string[], env: NodeJS.ProcessEnv = {}): Promise<ServingProcess> {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: build.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  // Its log is shown only when it fails to serve: the preview prints the same notice every start.
  let log = '';
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const address = await addressOf(child).catch((error: unknown) => {
    throw new Error(`${build.label} did not serve: ${String(error)}\n${log}`);
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
