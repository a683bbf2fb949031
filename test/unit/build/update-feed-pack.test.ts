// Updates are off unless the build names a feed: packed for real (offline, with a stub Electron
// distribution), a build without UPDATE_FEED_URL has no app-update.yml, the file the app's
// updater needs before it checks anything; with it, the feed is the generic URL given.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FEED_CONFIG_FILE } from '../../../main/platform/app-updater.js';
import { distPlan, FEED_VAR, LINUX_TRUST, LINUX_TRUST_VAR } from '../../../scripts/dist-plan.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const builderCli = join(root, 'node_modules/electron-builder/cli.js');
const viteCli = join(root, 'node_modules/electron-vite/bin/electron-vite.js');
const TIMEOUT = 120_000;
let work: string;

async function pack(env: Record<string, string>, output: string): Promise<string> {
  const plan = distPlan(env, [
    '--config',
    join(work, 'packable-electron-builder.json'),
    '--linux',
    'dir',
    `-c.electronDist=${join(work, 'electron-dist')}`,
    `-c.directories.output=${output}`,
  ]);
  await promisify(execFile)(process.execPath, [builderCli, ...plan.args], {
    cwd: root,
    env: { ...process.env, ...plan.env },
    maxBuffer: 1 << 24,
  });
  return join(output, 'linux-unpacked/resources');
}

beforeAll(async () => {
  if (!existsSync(join(root, 'out/main/index.js')))
    await promisify(execFile)(process.execPath, [viteCli, 'build'], { cwd: root });
  work = await mkdtemp(join(tmpdir(), 'fs-feed-'));
  await mkdir(join(work, 'electron-dist/resources'), { recursive: true });
  await writeFile(join(work, 'electron-dist/electron'), '#!/bin/sh\n');
  await chmod(join(work, 'electron-dist/electron'), 0o755);
  // Fuses are flipped inside the real Electron binary; the stub has none to flip, so these packs
  // leave them out (electron-fuses.test.ts checks them in the config itself).
  const config = parse(await readFile(join(root, 'electron-builder.yml'), 'utf8')) as object;
  await writeFile(join(work, 'packable-electron-builder.json'), JSON.stringify({ ...config, electronFuses: null }));
}, TIMEOUT);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the update feed in a packed build', () => {
  it(
    'is absent without UPDATE_FEED_URL, and the generic URL given with it',
    async () => {
      const off = await pack({ [FEED_VAR]: '' }, join(work, 'off'));
      expect(existsSync(join(off, 'app.asar'))).toBe(true);
      expect(existsSync(join(off, FEED_CONFIG_FILE))).toBe(false);

      const on = await pack(
        { [FEED_VAR]: 'https://updates.example/field-supervisor', [LINUX_TRUST_VAR]: LINUX_TRUST },
        join(work, 'on'),
      );
      expect(parse(await readFile(join(on, FEED_CONFIG_FILE), 'utf8'))).toMatchObject({
        provider: 'generic',
        url: 'https://updates.example/field-supervisor',
      });
    },
    TIMEOUT,
  );

  it('electron-builder.yml itself names no feed, so a plain `npm run dist` ships updates off', async () => {
    const config = parse(await readFile(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
    expect(config['publish']).toBeUndefined();
  });
});
