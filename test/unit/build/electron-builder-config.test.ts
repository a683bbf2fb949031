// Packs the app for real with electron-builder (offline: a stub Electron distribution stands in
// for the download) and checks what lands in app.asar. electron-builder validates the config
// against its schema before packing, so a passing pack also proves electron-builder.yml valid.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { extractFile, listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const builderCli = join(root, 'node_modules/electron-builder/cli.js');
const viteCli = join(root, 'node_modules/electron-vite/bin/electron-vite.js');
const builtEntries = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
const PREVIEW_BUNDLE = 'out/preview/cli.js';
const TIMEOUT = 120_000;
// electron-builder's own YAML reader, to derive the config the stub Electron can be packed with.
const requireFromBuilder = createRequire(createRequire(import.meta.url).resolve('electron-builder/package.json'));
const yaml = requireFromBuilder('js-yaml') as { load(text: string): Record<string, unknown> };

/** Runs a Node CLI from the repository root; resolves with exit code and combined output. */
async function runNode(args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 1 << 24 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof code === 'number' ? code : 1, output: `${stdout ?? ''}${stderr ?? ''}` };
  }
}

let work: string;

/** `electron-builder --linux dir` with a stub Electron (an executable `electron` + empty resources/). */
function packLinuxDir(configPath: string, output: string) {
  return runNode([
    builderCli,
    '--linux',
    'dir',
    '--config',
    configPath,
    `-c.electronDist=${join(work, 'electron-dist')}`,
    `-c.directories.output=${output}`,
  ]);
}

beforeAll(async () => {
  if (!builtEntries.every((entry) => existsSync(join(root, entry)))) {
    const build = await runNode([viteCli, 'build']);
    expect(build.code, build.output).toBe(0);
  }
  // npm run build also writes the preview's bundle into out/: the pack must leave it out.
  if (!existsSync(join(root, PREVIEW_BUNDLE))) {
    const preview = await runNode(['--import', 'tsx', join(root, 'scripts/build-preview.ts')]);
    expect(preview.code, preview.output).toBe(0);
  }
  work = await mkdtemp(join(tmpdir(), 'fs-builder-'));
  await mkdir(join(work, 'electron-dist/resources'), { recursive: true });
  await writeFile(join(work, 'electron-dist/electron'), '#!/bin/sh\n');
  await chmod(join(work, 'electron-dist/electron'), 0o755);
}, TIMEOUT);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('electron-builder.yml', () => {
  let entries: string[];
  let asarPath: string;

  beforeAll(async () => {
    // Fuses are flipped inside the real Electron binary; the stub has none to flip, so this pack
    // leaves them out (electron-fuses.test.ts checks them in the config itself).
    const config = yaml.load(await readFile(join(root, 'electron-builder.yml'), 'utf8'));
    const packable = join(work, 'packable-electron-builder.json');
    await writeFile(packable, JSON.stringify({ ...config, electronFuses: null }));
    const result = await packLinuxDir(packable, join(work, 'dist'));
    expect(result.code, result.output).toBe(0);
    asarPath = join(work, 'dist/linux-unpacked/resources/app.asar');
    entries = listPackage(asarPath, { isPack: false }).map((entry) => entry.replaceAll('\\', '/'));
  }, TIMEOUT);

  it('packs the built main, preload and renderer plus package.json', () => {
    for (const entry of [...builtEntries, 'package.json']) expect(entries).toContain(`/${entry}`);
    const manifest = JSON.parse(extractFile(asarPath, 'package.json').toString('utf8')) as { main: string };
    expect(entries).toContain(`/${manifest.main}`);
  });

  it('packs nothing else from the repository: no sources, tests, configs, CI files or the preview bundle', () => {
    const own = entries.filter((entry) => !entry.startsWith('/node_modules'));
    expect(own.filter((entry) => entry !== '/out' && !entry.startsWith('/out/') && entry !== '/package.json')).toEqual(
      [],
    );
    expect(own.filter((entry) => /\.(ts|svelte|map)$/.test(entry))).toEqual([]);
    expect(entries.filter((entry) => /^\/(main|preload|renderer|test|\.ci|build)(\/|$)/.test(entry))).toEqual([]);
    expect(entries.filter((entry) => entry.startsWith('/out/preview'))).toEqual([]);
  });

  it('ships production dependencies and leaves renderer-only and build tooling out', () => {
    const packages = new Set(entries.map((entry) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entry)?.[1]));
    expect(packages).toContain('@hono/node-server');
    expect(packages).toContain('zod');
    for (const dev of ['svelte', 'dexie', 'electron', 'vite', 'vitest', 'typescript']) {
      expect(packages).not.toContain(dev);
    }
  });

  it(
    'rejects a config with an unknown top-level key before packing anything',
    async () => {
      const invalid = join(work, 'invalid-electron-builder.yml');
      const valid = await readFile(join(root, 'electron-builder.yml'), 'utf8');
      await writeFile(invalid, `${valid}\nnotAnElectronBuilderOption: true\n`);
      const result = await packLinuxDir(invalid, join(work, 'invalid-dist'));
      expect(result.code).not.toBe(0);
      expect(result.output).toContain("unknown property 'notAnElectronBuilderOption'");
      expect(existsSync(join(work, 'invalid-dist'))).toBe(false);
    },
    TIMEOUT,
  );
});

describe('build/icon.png', () => {
  it('is a 512x512 PNG that electron-builder can turn into every platform icon', async () => {
    const png = await readFile(join(root, 'build/icon.png'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
  });
});
