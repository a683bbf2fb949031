// A regenerated integration secret crosses main once, to the window, and is kept nowhere: not
// in the settings or key files, not in the main-process log (ipc registration's logger or the
// console), whatever the outcome.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_PREFIX, type Result } from '../../../../preload/contract.js';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { registerIpcHandlers } from '../../../../main/platform/ipc.js';
import { fakeElectron } from '../../../fakes/electron.js';
import {
  KEY,
  quietPlatform,
  realStores,
  resetSimulator,
  setFaults,
  useSimulator,
  useTempDir,
  waitFor,
} from './core-kit.js';

const READ_ONLY_KEY = 'core-unit-read-only';
const sim = useSimulator({ events: 3, workers: 3, readOnlyKey: READ_ONLY_KEY });
const tempDir = useTempDir();
const cores: AppCore[] = [];
const CONSOLE = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let printed: unknown[][];
let logged: unknown[][];

beforeEach(() => {
  fakeElectron.reset();
  printed = [];
  logged = [];
  for (const level of CONSOLE) vi.spyOn(console, level).mockImplementation((...args) => void printed.push(args));
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const core of cores.splice(0)) await core.stop();
  await waitFor(() => sim().state.traffic.inFlight === 0, 'the server to be idle');
  await resetSimulator(sim());
});

async function connected(apiKey = KEY) {
  const dir = tempDir();
  const stores = realStores(dir);
  const core = createAppCore({
    vault: stores.vault,
    settings: stores.settings,
    fetch: (input, init) => fetch(input, init),
    osOnline: () => true,
    emit: () => undefined,
    ...quietPlatform(dir),
    timing: { debounceMs: 0, probeEveryMs: 60_000, batchTimeoutMs: 2_000 },
  });
  cores.push(core);
  await core.handlers['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey });
  core.sync.cancel();
  registerIpcHandlers(core.handlers, { log: (...args) => void logged.push(args) });
  const invoke = (channel: string, payload: unknown) =>
    fakeElectron.invoke(CHANNEL_PREFIX + channel, payload) as Promise<Result<unknown>>;
  return { dir, invoke, stores };
}

/** Every file under `dir`, read as text. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

describe('a regenerated integration secret', () => {
  it('reaches the window once and is written to no file and no log', async () => {
    const { dir, invoke, stores } = await connected();
    const before = sim().state.integration('11')!.secret;
    const result = await invoke('api:regenerate-integration', { id: '11' });
    const secret = sim().state.integration('11')!.secret;
    expect(secret).not.toBe(before);
    expect(result).toEqual({ ok: true, value: { secretKey: secret } });

    // Settings changed on connect, so the files exist and are read for real.
    expect(filesUnder(dir).length).toBeGreaterThan(0);
    for (const text of filesUnder(dir)) expect(text).not.toContain(secret);
    expect(JSON.stringify(stores.settings.get())).not.toContain(secret);
    expect(JSON.stringify(stores.vaultStore.record)).not.toContain(secret);
    expect(JSON.stringify([printed, logged])).not.toContain(secret);
  });

  it('a regenerate that fails is not repeated, and its error names no secret', async () => {
    const { invoke } = await connected();
    await setFaults(sim(), { failNext: 1 });
    const result = await invoke('api:regenerate-integration', { id: '12' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(sim().state.traffic.requests['POST /company/integrations/:id/regenerate']).toBe(1);
    const secret = sim().state.integration('12')!.secret;
    expect(JSON.stringify([result, printed, logged])).not.toContain(secret);
  });

  it('a key without the permission gets CMP-1000 in words, and no new secret is made', async () => {
    const { invoke } = await connected(READ_ONLY_KEY);
    const before = sim().state.integration('11')!.secret;
    expect(await invoke('api:integration', { id: '11' })).toMatchObject({
      ok: false,
      error: {
        code: 'CMP-1000',
        kind: 'permission',
        message: expect.stringMatching(/not allowed to manage company settings/),
      },
    });
    expect(await invoke('api:regenerate-integration', { id: '11' })).toMatchObject({
      ok: false,
      error: { code: 'CMP-1000' },
    });
    expect(sim().state.integration('11')!.secret).toBe(before);
  });
});
