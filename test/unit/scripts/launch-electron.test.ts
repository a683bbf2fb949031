import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { electronBinary } from '../../../scripts/electron-binary.js';
import { launchElectron, RUNTIME_MISSING_LINE } from '../../../scripts/launch-electron.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An electron package folder; with `binary`, as its download leaves it. */
function electronDir(binary = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fs-electron-pkg-'));
  dirs.push(dir);
  if (binary) installBinary(dir);
  return dir;
}

function installBinary(dir: string): void {
  writeFileSync(path.join(dir, 'path.txt'), 'electron');
  mkdirSync(path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/electron'), '');
  chmodSync(path.join(dir, 'dist/electron'), 0o755);
}

describe('launchElectron', () => {
  it('prints one plain line pointing to the preview when the download fails, and never runs', async () => {
    const print = vi.fn();
    const run = vi.fn(async () => 0);
    const code = await launchElectron({
      electronDir: electronDir(),
      download: () => Promise.reject(new Error('Electron failed to install correctly. Please delete node_modules')),
      run,
      print,
    });
    expect(code).toBe(1);
    expect(run).not.toHaveBeenCalled();
    expect(print.mock.calls).toEqual([[RUNTIME_MISSING_LINE]]);
    expect(RUNTIME_MISSING_LINE).toContain('npm run preview');
    expect(RUNTIME_MISSING_LINE).not.toContain('\n');
  });

  it('says the same when the download "succeeds" but leaves no executable', async () => {
    const print = vi.fn();
    const code = await launchElectron({
      electronDir: electronDir(),
      download: async () => undefined,
      run: vi.fn(),
      print,
    });
    expect(code).toBe(1);
    expect(print).toHaveBeenCalledOnce();
  });

  it('runs an installed runtime without downloading, and passes its exit code on', async () => {
    const dir = electronDir(true);
    const download = vi.fn(async () => undefined);
    const run = vi.fn(async () => 3);
    expect(await launchElectron({ electronDir: dir, download, run, print: vi.fn() })).toBe(3);
    expect(download).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledWith(path.join(dir, 'dist/electron'));
  });

  it('runs the runtime a successful download installed', async () => {
    const dir = electronDir();
    const run = vi.fn(async () => 0);
    const code = await launchElectron({
      electronDir: dir,
      download: async () => installBinary(dir),
      run,
      print: vi.fn(),
    });
    expect(code).toBe(0);
    expect(run).toHaveBeenCalledOnce();
  });
});

// The real launcher, with Electron's real download: only meaningful where that download fails.
describe.skipIf(electronBinary() !== undefined)('scripts/start-electron.ts where Electron cannot be downloaded', () => {
  it('exits 1 with exactly the one line on stderr and nothing on stdout', async () => {
    const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
    const failure = await promisify(execFile)(process.execPath, [tsx, 'scripts/start-electron.ts'], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toBe('');
    expect(failure?.stderr).toBe(`${RUNTIME_MISSING_LINE}\n`);
  }, 60_000);
});
