// The preview as npm run build leaves it: plain JavaScript that Node runs alone (no tsx, no
// esbuild at run time) and that serves the page with its bridge; and, for a benchmark, the same
// entry bundled against another tree's sources.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC_SOCKET_PATH } from '../../../main/preview/ipc-messages.js';
import { BRIDGE_SCRIPT_PATH } from '../../../main/preview/static-server.js';
import { bundleForNode } from '../../../scripts/preview-bundle.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'fs-preview-bundle-'));
});

afterAll(() => rm(work, { recursive: true, force: true }));

/** Runs a bundle with Node alone; resolves with its first line of output. */
function firstLine(file: string, args: string[] = []) {
  const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise<{ line: string; stop: () => void }>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve({ line, stop: () => child.kill() }));
    child.once('exit', (code) => reject(new Error(`exited with ${code} before printing`)));
  });
}

describe('bundleForNode', () => {
  it('makes out/preview/cli.js a preview Node runs alone, serving the page with its bridge prebuilt', async () => {
    const outDir = path.join(work, 'out/preview');
    await bundleForNode({ entry: path.join(root, 'main/preview/cli.ts'), outDir });
    // Around the bundle, as in the repository: the manifest it reads its version from, the built page.
    await writeFile(path.join(work, 'package.json'), '{ "version": "0.0.0" }');
    await mkdir(path.join(work, 'out/renderer'), { recursive: true });
    await writeFile(path.join(work, 'out/renderer/index.html'), '<!doctype html><title>Field Supervisor</title>');
    for (const file of await readdir(outDir))
      expect(await readFile(path.join(outDir, file), 'utf8'), file).not.toMatch(/esbuild|\.ts['"]/);
    const flags = ['--no-open', '--no-demo', '--data-dir', path.join(work, 'data'), '--port', '0'];
    const { line: address, stop } = await firstLine(path.join(outDir, 'cli.js'), flags);
    try {
      const origin = new URL(address).origin;
      expect(await (await fetch(`${origin}/index.html`)).text()).toContain(BRIDGE_SCRIPT_PATH);
      expect(await (await fetch(`${origin}${BRIDGE_SCRIPT_PATH}`)).text()).toContain(IPC_SOCKET_PATH);
    } finally {
      stop();
    }
  }, 60_000);

  it('takes the entry’s imports of main/ and preload/ from another tree when asked', async () => {
    const tree = async (name: string, said: string) => {
      const dir = path.join(work, name);
      await mkdir(path.join(dir, 'main'), { recursive: true });
      await mkdir(path.join(dir, 'test'), { recursive: true });
      await writeFile(path.join(dir, 'main/said.ts'), `export const said: string = '${said}';`);
      await writeFile(path.join(dir, 'test/entry.ts'), "import { said } from '../main/said.js';\nconsole.log(said);");
      return dir;
    };
    const [now, before] = [await tree('now', 'this tree'), await tree('before', 'the previous release')];
    const outDir = path.join(work, 'bundled');
    await bundleForNode({ entry: path.join(now, 'test/entry.ts'), outDir, sources: { from: now, to: before } });
    expect((await firstLine(path.join(outDir, 'entry.js'))).line).toBe('the previous release');
  });
});
