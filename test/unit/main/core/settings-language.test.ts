// Settings → Language through the IPC boundary: "system" by default, a named language kept in
// settings.json across a restart, anything the catalogue has not refused.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { wrapHandler } from '../../../../main/core/ipc/handler.js';
import { payloadSchemas } from '../../../../main/core/ipc/payloads.js';
import { quietPlatform, realStores, useTempDir } from './core-kit.js';

const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.stop()));
});
const APP_FRAME = { senderFrame: { url: 'app://field-supervisor/index.html' } };

function start(dir: string) {
  const core = createAppCore({
    ...realStores(dir),
    fetch: () => Promise.reject(new Error('no network in this test')),
    osOnline: () => false,
    emit: () => undefined,
    ...quietPlatform(dir),
  });
  cores.push(core);
  return wrapHandler(payloadSchemas['settings:update'], core.handlers['settings:update']);
}

describe('the language setting', () => {
  it('is "system" at first, keeps a named language across a restart, and refuses one it has not', async () => {
    const dir = tempDir();
    const update = start(dir);
    expect(await update(APP_FRAME, {})).toMatchObject({ ok: true, value: { language: 'system' } });
    expect(await update(APP_FRAME, { language: 'es' })).toMatchObject({ ok: true, value: { language: 'es' } });
    for (const language of ['fr', 'es-MX', '', null, 3]) {
      expect(await update(APP_FRAME, { language })).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    }
    expect(await start(dir)(APP_FRAME, {})).toMatchObject({ ok: true, value: { language: 'es' } });
  });
});
