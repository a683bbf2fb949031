import fs from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE_WORDS, type ConnectionStatus } from '../../../../preload/contract.js';
import { BASE_URLS } from '../../../../main/core/api/profile.js';
import type { FetchLike } from '../../../../main/core/api/transport.js';
import { Connection, type DemoServer } from '../../../../main/core/connection.js';
import { ExpectedError } from '../../../../main/core/ipc/expected-error.js';
import { startSimulator, type SimulatorHandle } from '../../../../main/simulator/server.js';
import { deadUrl, KEY, realStores, useTempDir } from './core-kit.js';

const SANDBOX_KEY = 'sandbox-key-7f3a9c21';
const PRODUCTION_KEY = 'production-key-55d0e8b4';
const DEMO_KEY = 'demo-key-in-memory-only-91ab';

let sandbox: SimulatorHandle;
let production: SimulatorHandle;
let custom: SimulatorHandle;
const demos: SimulatorHandle[] = [];
beforeAll(async () => {
  [sandbox, production, custom] = await Promise.all([
    startSimulator({ apiKey: SANDBOX_KEY, port: 0 }),
    startSimulator({ apiKey: PRODUCTION_KEY, port: 0 }),
    startSimulator({ apiKey: KEY, port: 0 }),
  ]);
});
afterAll(async () => {
  // Some demo servers were already closed by the connection that started them.
  await Promise.all([sandbox, production, custom, ...demos].map((s) => s.close().catch(() => undefined)));
});
afterEach(() => custom.rotateKey(KEY));

const tempDir = useTempDir();

/**
 * The real fetch, with the production and sandbox hosts answered by local simulators (as a
 * hosts-file entry would), and every URL asked remembered.
 */
function routedFetch(): { fetch: FetchLike; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetch: (input, init) => {
      urls.push(input);
      const url = input.replace(BASE_URLS.sandbox, sandbox.url).replace(BASE_URLS.production, production.url);
      return fetch(url, init);
    },
  };
}

function setup(dir = tempDir()) {
  const stores = realStores(dir);
  const routed = routedFetch();
  let demoStarts = 0;
  const connection = new Connection({
    vault: stores.vault,
    settings: stores.settings,
    fetch: routed.fetch,
    startDemo: async (): Promise<DemoServer> => {
      demoStarts++;
      const demo = await startSimulator({ apiKey: DEMO_KEY, port: 0 });
      demos.push(demo);
      return { baseUrl: demo.url, apiKey: DEMO_KEY, close: () => demo.close() };
    },
  });
  return { ...stores, connection, urls: routed.urls, dir, demoStarts: () => demoStarts };
}

async function refusal(call: Promise<unknown>): Promise<ExpectedError> {
  const e = await call.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ExpectedError);
  return e as ExpectedError;
}

describe('Connection.connect', () => {
  it('checks the key with one call, then stores it and is ready', async () => {
    const { connection, urls, vaultStore, settings } = setup();
    const status = await connection.connect({ environment: 'sandbox', apiKey: `  ${SANDBOX_KEY} ` });
    expect(urls).toEqual([`${BASE_URLS.sandbox}/config`]);
    expect(status).toMatchObject({ state: 'ready', environment: 'sandbox', baseUrl: BASE_URLS.sandbox, last4: '9c21' });
    expect(vaultStore.record).toMatchObject({ environment: 'sandbox', baseUrl: BASE_URLS.sandbox, last4: '9c21' });
    expect(vaultStore.record?.ciphertext).not.toContain(SANDBOX_KEY);
    expect(settings.get().environment).toBe('sandbox');
    // The stored key is the one the client now uses.
    await expect(connection.client()!.catalogue()).resolves.toMatchObject({ orderables: expect.any(Array) });
  });

  it.each(['abc def', 'tab\tkey', 'ключ-7f3a9c21'])(
    'a key the vault would refuse (%j) is refused before it is sent anywhere',
    async (apiKey) => {
      const { connection, urls, vaultStore } = setup();
      const e = await refusal(connection.connect({ environment: 'sandbox', apiKey }));
      expect(e.code).toBe('invalid-key');
      expect(e.message).toBe('An API key contains no spaces or special characters.');
      expect(urls).toEqual([]);
      expect(vaultStore.record).toBeUndefined();
    },
  );

  it('a key rejected with ATH-100 is not stored, and the message suggests a sandbox/production mix-up', async () => {
    const { connection, vaultStore, settings } = setup();
    const e = await refusal(connection.connect({ environment: 'production', apiKey: SANDBOX_KEY }));
    expect(e.code).toBe('ATH-100');
    expect(e.message).toContain(API_CODE_WORDS['ATH-100'].replace(/\.$/, ' (ATH-100).'));
    expect(e.message).toMatch(/sent to production: is it a sandbox key\?/);
    expect(vaultStore.record).toBeUndefined();
    expect(settings.get().environment).toBeUndefined();
    expect(connection.status().state).toBe('empty');
    expect(connection.client()).toBeUndefined();

    const other = await refusal(connection.connect({ environment: 'sandbox', apiKey: PRODUCTION_KEY }));
    expect(other.message).toMatch(/production key\?/);
  });

  it('a rejected new key leaves the working one in place', async () => {
    const { connection, vaultStore } = setup();
    await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY });
    const saved = structuredClone(vaultStore.record);
    await refusal(connection.connect({ environment: 'production', apiKey: 'wrong-key-0000' }));
    expect(vaultStore.record).toEqual(saved);
    expect(connection.status()).toMatchObject({ state: 'ready', environment: 'sandbox', last4: '9c21' });
  });

  it('a server that cannot be reached gives NETWORK and stores nothing', async () => {
    const { connection, vaultStore, settings } = setup();
    const url = await deadUrl();
    const e = await refusal(connection.connect({ environment: 'custom', baseUrl: url, apiKey: KEY }));
    expect(e.code).toBe('NETWORK');
    expect(e.message).toContain(new URL(url).host);
    expect(vaultStore.record).toBeUndefined();
    expect(settings.get().environment).toBeUndefined();
  });

  it('a custom base URL must be https (http only on this computer), without credentials or query', async () => {
    const { connection, urls, vaultStore } = setup();
    for (const baseUrl of [
      undefined,
      'http://example.com/api/1_12',
      'ftp://127.0.0.1/api/1_12',
      'https://user:pw@example.com/api/1_12',
      'https://example.com/api/1_12?x=1',
      'not a url',
    ]) {
      const e = await refusal(connection.connect({ environment: 'custom', baseUrl, apiKey: KEY }));
      expect(e.code).toBe('invalid-base-url');
    }
    expect(urls).toEqual([]);
    expect(vaultStore.record).toBeUndefined();

    const status = await connection.connect({ environment: 'custom', baseUrl: `${custom.url}/`, apiKey: KEY });
    expect(status).toMatchObject({ state: 'ready', environment: 'custom', baseUrl: custom.url });
  });

  it('the stored key survives a restart', async () => {
    const dir = tempDir();
    const first = setup(dir);
    await first.connection.connect({ environment: 'custom', baseUrl: custom.url, apiKey: KEY });
    // A new process: the same settings file and keychain, new services.
    const again = realStores(dir);
    const restarted = new Connection({
      vault: again.vault,
      settings: again.settings,
      fetch: (i, init) => fetch(i, init),
      startDemo: () => Promise.reject(new Error('no demo')),
    });
    Object.assign(again.vaultStore, { record: first.vaultStore.record });
    expect((await restarted.start()).state).toBe('ready');
    await expect(restarted.client()!.catalogue()).resolves.toMatchObject({ orderables: expect.any(Array) });
  });
});

/** A host that answers everything and remembers the headers it was sent. */
async function listeningHost(): Promise<{ url: string; seen: IncomingHttpHeaders[]; close(): Promise<void> }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/1_12`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Connection, a key sealed to its server', () => {
  /** Connects to `custom`, then restarts over the same files after `edit` changed them. */
  async function restartAfterEdit(edit: (files: ReturnType<typeof setup>) => void) {
    const dir = tempDir();
    const first = setup(dir);
    await first.connection.connect({ environment: 'custom', baseUrl: custom.url, apiKey: KEY });
    edit(first);
    const again = realStores(dir);
    Object.assign(again.vaultStore, { record: first.vaultStore.record });
    const urls: string[] = [];
    const restarted = new Connection({
      vault: again.vault,
      settings: again.settings,
      fetch: (input, init) => (urls.push(input), fetch(input, init)),
      startDemo: () => Promise.reject(new Error('no demo')),
    });
    return { restarted, status: await restarted.start(), urls };
  }

  const editSettings = (file: string, baseUrl: string) => {
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...doc, customBaseUrl: baseUrl }));
  };

  it('settings.json and vault.json both edited to another host: needs the key, and the key goes nowhere', async () => {
    const host = await listeningHost();
    try {
      const { restarted, status, urls } = await restartAfterEdit(({ settingsFile, vaultStore }) => {
        editSettings(settingsFile, host.url);
        vaultStore.record = { ...vaultStore.record!, baseUrl: host.url };
      });
      expect(status).toMatchObject({ state: 'needs-key', environment: 'custom', baseUrl: host.url });
      expect(status.reason).toBe(
        `The stored key belongs to ${new URL(custom.url).host}; the settings now point to ${new URL(host.url).host}, so it was not sent there.`,
      );
      expect(restarted.client()).toBeUndefined();
      await restarted.client()?.catalogue();
      expect(urls).toEqual([]);
      expect(host.seen).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('settings.json alone edited: needs the key, with the reason in words', async () => {
    const { restarted, status, urls } = await restartAfterEdit(({ settingsFile }) =>
      editSettings(settingsFile, 'https://elsewhere.example/api/1_12'),
    );
    expect(status).toMatchObject({ state: 'needs-key', baseUrl: 'https://elsewhere.example/api/1_12' });
    expect(status.reason).toContain('belongs to 127.0.0.1');
    expect(status.reason).toContain('now point to elsewhere.example');
    expect(restarted.client()).toBeUndefined();
    expect(urls).toEqual([]);
  });
});

describe('Connection, a key stored unsealed by an older version', () => {
  /** The record an older version wrote: the bare key encrypted, its server in plain text. */
  const legacyRecord = (key: string, environment: 'production' | 'sandbox' | 'custom', baseUrl: string) => ({
    ciphertext: Buffer.from(`encrypted+${key}`).toString('base64'),
    backend: 'gnome_libsecret',
    savedAt: '2024-01-01T00:00:00.000Z',
    environment,
    baseUrl,
    last4: key.slice(-4),
  });
  const sealedText = (files: { vaultStore: { record?: { ciphertext: string | null } | undefined } }) =>
    Buffer.from(files.vaultStore.record?.ciphertext ?? '', 'base64').toString();

  it.each([
    ['names another host as its custom server', 'custom'],
    ['names another host as production', 'production'],
  ] as const)('tampered so it %s (settings too): the key is never sent there, not even once', async (_name, env) => {
    const host = await listeningHost();
    try {
      const files = setup();
      files.settings.update({ environment: env === 'custom' ? 'custom' : 'production', customBaseUrl: host.url });
      files.vaultStore.record = legacyRecord(KEY, env, host.url);
      const status = await files.connection.start();
      expect(status).toMatchObject({ state: 'needs-key' });
      expect(files.connection.client()).toBeUndefined();
      await files.connection.client()?.catalogue();
      expect(host.seen).toEqual([]);
      expect(files.urls).toEqual([]);
      // Nothing erased: the record waits, unsealed, for the key to be entered again.
      expect(sealedText(files)).toBe(`encrypted+${KEY}`);
    } finally {
      await host.close();
    }
  });

  it('for an official server: used, and sealed to it once the server has accepted the key', async () => {
    const files = setup();
    files.settings.update({ environment: 'sandbox' });
    files.vaultStore.record = legacyRecord(SANDBOX_KEY, 'sandbox', BASE_URLS.sandbox);
    expect((await files.connection.start()).state).toBe('ready');
    expect(sealedText(files)).toBe(`encrypted+${SANDBOX_KEY}`);
    await files.connection.client()!.catalogue();
    expect(sealedText(files)).toBe(
      `encrypted+field-supervisor-sealed-key-v1\n{"key":"${SANDBOX_KEY}","environment":"sandbox","baseUrl":"${BASE_URLS.sandbox}"}`,
    );
  });

  it('for an official server that rejects the key: not sealed', async () => {
    const files = setup();
    files.settings.update({ environment: 'sandbox' });
    files.vaultStore.record = legacyRecord(PRODUCTION_KEY, 'sandbox', BASE_URLS.sandbox);
    await files.connection.start();
    await expect(files.connection.client()!.catalogue()).rejects.toMatchObject({ kind: 'auth' });
    expect(sealedText(files)).toBe(`encrypted+${PRODUCTION_KEY}`);
  });
});

describe('Connection, demo mode', () => {
  it("offers the simulator's own ids as examples in demo mode, and asks no real server for any", async () => {
    const { connection, urls } = setup();
    await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY });
    const asked = urls.length;
    expect(await connection.demoExamples()).toEqual({ requirements: [], integrations: [], documents: [] });
    expect(urls).toHaveLength(asked);

    await connection.startDemo();
    const examples = await connection.demoExamples();
    const demo = demos.at(-1)!.store.snapshot();
    expect(examples.integrations).toEqual(demo.integrations.slice(0, 4).map((i) => String(i.id)));
    expect(examples.requirements[0]).toEqual({
      templateId: String(demo.templates[0]!.id),
      requirementId: String(demo.templates[0]!.requirement_ids[0]),
    });
    // Only documents that open as active: a deleted one would look like a fault.
    const active = demo.documents.filter((d) => !d.deleted);
    expect(examples.documents).toEqual(
      active.map((d) => ({ clientId: String(d.client_id), documentId: String(d.id) })),
    );
    expect(active.length).toBeLessThan(demo.documents.length);
  });

  it('runs against the in-process server with its key in memory only', async () => {
    const { connection, vaultStore, settingsFile, settings } = setup();
    const status = await connection.startDemo();
    expect(status).toMatchObject({ state: 'ready', environment: 'demo', last4: undefined, savedAt: undefined });
    expect(settings.get().environment).toBe('demo');
    await expect(connection.client()!.catalogue()).resolves.toMatchObject({ orderables: expect.any(Array) });
    expect(vaultStore.record).toBeUndefined();
    expect(fs.readFileSync(settingsFile, 'utf8')).not.toContain(DEMO_KEY);
    expect(JSON.stringify(status)).not.toContain(DEMO_KEY);
  });

  it('after a restart the demo server is started again rather than a key read back', async () => {
    const dir = tempDir();
    const first = setup(dir);
    await first.connection.startDemo();
    await first.connection.dispose();
    const second = setup(dir);
    expect(second.connection.status()).toMatchObject({ environment: 'demo', state: 'needs-key' });
    expect((await second.connection.start()).state).toBe('ready');
    expect(second.demoStarts()).toBe(1);
  });

  it('an ATH-100 during a demo never asks for a key the user does not have', async () => {
    const { connection } = setup();
    await connection.startDemo();
    connection.markRejected();
    expect(connection.status().state).toBe('ready');
  });
});

describe('Connection, switching and signing out', () => {
  it('switching to another server forgets the followed events and crew; reconnecting the same one keeps them', async () => {
    const { connection, settings } = setup();
    await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY });
    settings.update({ followedEventIds: ['101', '102'], crewWorkerIds: ['7'] });
    await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY });
    expect(settings.get()).toMatchObject({ followedEventIds: ['101', '102'], crewWorkerIds: ['7'] });

    await connection.connect({ environment: 'custom', baseUrl: custom.url, apiKey: KEY });
    expect(settings.get()).toMatchObject({
      environment: 'custom',
      customBaseUrl: custom.url,
      followedEventIds: [],
      crewWorkerIds: [],
    });

    settings.update({ followedEventIds: ['5'] });
    await connection.startDemo();
    expect(settings.get().followedEventIds).toEqual([]);
  });

  it('markRejected asks for the key again with a reason, without erasing anything', async () => {
    const { connection, vaultStore, settings } = setup();
    await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY });
    settings.update({ followedEventIds: ['101'] });
    connection.markRejected();
    const status = connection.status();
    expect(status.state).toBe('needs-key');
    expect(status.reason).toMatch(/ATH-100/);
    expect(status.reason).toContain(API_CODE_WORDS['ATH-100'].replace(/\.$/, ''));
    expect(connection.client()).toBeUndefined();
    expect(vaultStore.record).toBeDefined();
    expect(settings.get().followedEventIds).toEqual(['101']);
    // A valid key brings it back.
    expect((await connection.connect({ environment: 'sandbox', apiKey: SANDBOX_KEY })).state).toBe('ready');
    expect(connection.status().reason).toBeUndefined();
  });

  it('disconnect erases the key and the connection settings', async () => {
    const { connection, vaultStore, settings, settingsFile } = setup();
    await connection.connect({ environment: 'custom', baseUrl: custom.url, apiKey: KEY });
    settings.update({ followedEventIds: ['1'], crewWorkerIds: ['2'] });
    const status = await connection.disconnect();
    expect(status.state).toBe('empty');
    expect(vaultStore.record).toBeUndefined();
    expect(connection.client()).toBeUndefined();
    const onDisk = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as Record<string, unknown>;
    expect(onDisk).toMatchObject({ followedEventIds: [], crewWorkerIds: [] });
    expect(onDisk.environment).toBeUndefined();
    expect(onDisk.customBaseUrl).toBeUndefined();
  });
});

describe('Connection.status never shows the key', () => {
  it('in any state, for any key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e]{8,40}$/), async (key) => {
        custom.rotateKey(key);
        const { connection } = setup();
        const seen: ConnectionStatus[] = [];
        seen.push(await connection.connect({ environment: 'custom', baseUrl: custom.url, apiKey: key }));
        seen.push(connection.status());
        connection.markRejected();
        seen.push(connection.status());
        seen.push(await connection.disconnect());
        expect(seen[0]?.last4).toBe(key.slice(-4));
        for (const status of seen) expect(JSON.stringify(status)).not.toContain(key);
      }),
      { numRuns: 15 },
    );
  });
});
