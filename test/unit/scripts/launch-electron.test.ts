import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { electronBinary } from '../../../scripts/electron-binary.js';
import { launchElectron, RUNTIME_MISSING_LINE } from '../../../scripts/launch-electron.js';
import { addressOf, freePort } from '../../integration/cli/npm-run.js';

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
  it('prints one plain line and opens the preview when the download fails, never running Electron', async () => {
    const print = vi.fn();
    const run = vi.fn(async () => 0);
    const preview = vi.fn(async () => 130);
    const code = await launchElectron({
      electronDir: electronDir(),
      download: () => Promise.reject(new Error('Electron failed to install correctly. Please delete node_modules')),
      run,
      preview,
      print,
    });
    expect(code).toBe(130);
    expect(run).not.toHaveBeenCalled();
    expect(preview).toHaveBeenCalledOnce();
    expect(print.mock.calls).toEqual([[RUNTIME_MISSING_LINE]]);
    expect(RUNTIME_MISSING_LINE).toContain('npm run preview');
    expect(RUNTIME_MISSING_LINE).not.toContain('\n');
  });

  it('does the same when the download "succeeds" but leaves no executable', async () => {
    const print = vi.fn();
    const preview = vi.fn(async () => 0);
    const code = await launchElectron({
      electronDir: electronDir(),
      download: async () => undefined,
      run: vi.fn(),
      preview,
      print,
    });
    expect(code).toBe(0);
    expect(print).toHaveBeenCalledOnce();
    expect(preview).toHaveBeenCalledOnce();
  });

  it('runs an installed runtime without downloading, and passes its exit code on', async () => {
    const dir = electronDir(true);
    const download = vi.fn(async () => undefined);
    const run = vi.fn(async () => 3);
    const preview = vi.fn(async () => 0);
    expect(await launchElectron({ electronDir: dir, download, run, preview, print: vi.fn() })).toBe(3);
    expect(download).not.toHaveBeenCalled();
    expect(preview).not.toHaveBeenCalled();
    expect(run).toHaveBeenCalledWith(path.join(dir, 'dist/electron'));
  });

  it('runs the runtime a successful download installed', async () => {
    const dir = electronDir();
    const run = vi.fn(async () => 0);
    const code = await launchElectron({
      electronDir: dir,
      download: async () => installBinary(dir),
      run,
      preview: vi.fn(),
      print: vi.fn(),
    });
    expect(code).toBe(0);
    expect(run).toHaveBeenCalledOnce();
  });
});

// The real launcher, with Electron's real download: only meaningful where that download fails.
describe.skipIf(electronBinary() !== undefined || process.platform === 'win32')(
  'scripts/start-electron.ts where Electron cannot be downloaded',
  () => {
    it('says so in one line, then serves the app in the preview with the flags it was given', async () => {
      const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-start-preview-'));
      dirs.push(dataDir);
      const port = await freePort();
      const flags = ['--port', String(port), '--no-open', '--no-demo', '--data-dir', dataDir];
      const child = spawn(process.execPath, [tsx, 'scripts/start-electron.ts', ...flags], {
        cwd: root,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      try {
        const address = await addressOf(child);
        expect(new URL(address).port).toBe(String(port));
        expect(stderr.split('\n')[0]).toBe(RUNTIME_MISSING_LINE);
        const page = await fetch(new URL('/', address));
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<title>Field Supervisor</title>');
      } finally {
        process.kill(-child.pid!, 'SIGTERM');
      }
    }, 120_000);
  },
);
