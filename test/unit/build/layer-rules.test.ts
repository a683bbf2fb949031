// Proves the layer rules of ARCHITECTURE.md are enforced by the repository's own eslint.config.js.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

/** Lints `code` as if it lived at `file` and returns the layer-rule violations. */
async function layerViolations(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, `${file} did not parse`).toEqual([]);
  return result.messages.filter((m) => m.ruleId === RULE);
}

// ESLint's first lint loads every plugin and parser (seconds on a loaded machine): pay it once
// here, not inside whichever case runs first.
beforeAll(async () => {
  await eslint.lintText('', { filePath: join(root, 'renderer/src/App.svelte') });
}, 60_000);

const svelte = (imports: string) => `<script lang="ts">\n${imports}\n</script>\n<p>x</p>\n`;

describe('layer rules reject forbidden imports', () => {
  it.each([
    ['renderer/src/shared/bridge.ts', `import { ipcRenderer } from 'electron';`],
    ['renderer/src/shared/bridge.ts', `import type { IpcRenderer } from 'electron';`],
    ['renderer/src/shared/db/schema.ts', `import { readFile } from 'node:fs';`],
    ['renderer/src/shared/db/schema.ts', `import { readFile } from 'fs/promises';`],
    ['renderer/src/shared/db/schema.ts', `import { join } from 'path';`],
    ['renderer/src/shared/db/schema.ts', `import { spawn } from 'child_process';`],
    ['renderer/src/shared/db/schema.ts', `import { eventSchema } from '../../../../main/core/api/schemas';`],
    ['renderer/src/shared/db/schema.ts', `export { eventSchema } from '../../../../main/core/api/schemas';`],
    // Nothing outside main imports from main, not even a type: shared shapes live in the contract.
    ['renderer/src/shared/db/schema.ts', `import type { ApiErrorBody } from '../../../../main/core/api/schemas';`],
    ['renderer/src/shared/db/schema.ts', `import { type ApiErrorBody } from '../../../../main/core/api/schemas';`],
    ['renderer/src/App.svelte', svelte(`import type { ApiErrorBody } from '../../main/core/api/schemas';`)],
    ['preload/index.ts', `import type { ApiErrorBody } from '../main/core/api/schemas';`],
    ['preload/contract.ts', `import type { EventShift } from '../main/core/api/schemas';`],
    ['preload/rows.ts', `import type { EventShift } from '../main/core/api/schemas';`],
    ['preload/shift-time.ts', `import type { WorkerOrder } from '../main/core/api/schemas';`],
    ['renderer/src/shared/db/schema.ts', `import type { StoredShift } from '../../../../preload/rows';`],
    ['renderer/src/shared/bridge.ts', `import '../../../preload/index';`],
    ['renderer/src/App.svelte', svelte(`import { ipcRenderer } from 'electron';`)],
    ['renderer/src/shared/state/sync.svelte.ts', `import { readFile } from 'node:fs';`],
    ['main/core/vault.ts', `import { safeStorage } from 'electron';`],
    ['main/core/sync/runner.ts', `import { net } from 'electron';`],
    ['main/core/sync/runner.ts', `import { createWindow } from '../../platform/window';`],
    ['main/simulator/server.ts', `import { app } from 'electron';`],
    ['main/core/orders.ts', `import { store } from '../../renderer/src/shared/db/store';`],
    ['preload/index.ts', `import { createClient } from '../main/core/api/client';`],
    ['preload/index.ts', `import { readFileSync } from 'node:fs';`],
    ['preload/contract.ts', `import { ipcRenderer } from 'electron';`],
    // The contract takes nothing from main, not even the settings' types: they live in preload/.
    ['preload/contract.ts', `import { settingsUpdateSchema } from '../main/core/settings/schema';`],
    ['preload/contract.ts', `import type { sharedSettingsSchema } from '../main/core/settings/schema';`],
    // The settings' zod description is main's and the contract's, never the window's.
    ['renderer/src/shared/db/schema.ts', `import { settingsUpdateSchema } from '../../../../preload/settings-fields';`],
    ['main/core/ipc/payloads.ts', `import { buildWorkforceApi } from '../../../preload/bridge';`],
    ['preload/contract.ts', `import type { Connection } from '../main/core/connection';`],
    ['renderer/src/shared/db/schema.ts', `import type { settingsUpdateSchema } from '../../../../main/core/settings/schema';`],
    // Rooms: another feature only through its index.ts; the kernel knows no feature.
    ['renderer/src/features/event/EventScreen.svelte', svelte(`import TotalsPanel from '../dashboard/TotalsPanel.svelte';`)],
    ['renderer/src/features/event/shift-view.ts', `import { toEventItem } from '../dashboard/dashboard-view';`],
    ['renderer/src/features/event/shift-view.ts', `export { toEventItem } from '../dashboard/dashboard-view';`],
    ['renderer/src/App.svelte', svelte(`import EventScreen from './features/event/EventScreen.svelte';`)],
    ['renderer/src/shared/db/queries.ts', `import { toEventItem } from '../../features/dashboard';`],
    ['renderer/src/shared/ui/FillBar.svelte', svelte(`import type { Change } from '../../features/office-changes';`)],
    ['renderer/src/shared/state/app-state.ts', `import { AlertsState } from '../../features/alerts/alerts.svelte';`],
    ['renderer/src/shared/state/app-state.ts', `import { AlertsState } from '../../features/alerts';`],
    ['main/index.ts', `import { startPreviewServer } from './preview/preview-server';`],
    ['main/platform/window.ts', `import { attachIpcSocket } from '../preview/ipc-socket';`],
    ['main/core/app-core.ts', `import { answerCall } from '../preview/answer-call';`],
    ['main/preview/page-bridge.ts', `import { readFileSync } from 'node:fs';`],
  ])('%s: %s', async (file, code) => {
    expect(await layerViolations(file, code)).not.toEqual([]);
  });
});

describe('layer rules allow the sanctioned imports', () => {
  it.each([
    ['renderer/src/shared/bridge.ts', `import { CHANNELS } from '../../../preload/contract';`],
    ['renderer/src/shared/db/schema.ts', `import { setKey, type StoredShift } from '../../../../preload/contract';`],
    [
      'renderer/src/App.svelte',
      svelte(`import { mount } from 'svelte';\nimport type { SyncBatch } from '../../preload/contract';`),
    ],
    ['renderer/src/features/event/EventScreen.svelte', svelte(`import { EventRow } from '../dashboard';`)],
    ['renderer/src/features/event/shift-view.ts', `import { toEventItem } from '../dashboard/index';`],
    ['renderer/src/features/event/EventScreen.svelte', svelte(`import ShiftRow from './ShiftRow.svelte';`)],
    ['renderer/src/features/event/shift-view.ts', `import { matcher } from '../../shared/search';`],
    ['renderer/src/features/event/shift-view.ts', `import type { StoredShift } from '../../../../preload/contract';`],
    ['renderer/src/main.ts', `import { appAlerts } from './features/alerts';`],
    ['renderer/src/App.svelte', svelte(`import { EventScreen } from './features/event';`)],
    ['main/index.ts', `import { app } from 'electron';`],
    ['main/platform/window.ts', `import { BrowserWindow } from 'electron';`],
    ['main/preview/page-bridge.ts', `import { buildWorkforceApi } from '../../preload/bridge';`],
    ['main/preview/preview-server.ts', `import type { Handlers } from '../core/app-core';`],
    ['main/core/vault.ts', `import { readFile } from 'node:fs/promises';`],
    ['main/core/vault.ts', `import type { Cipher } from '../platform/cipher';`],
    ['main/core/sync/runner.ts', `import type { Channel } from '../../../../preload/contract';`],
    [
      'preload/index.ts',
      `import { contextBridge, ipcRenderer } from 'electron';\nimport { CHANNELS } from './contract';`,
    ],
    ['preload/contract.ts', `import type { StoredShift } from './rows';`],
    ['preload/contract.ts', `import type { sharedSettingsSchema } from './settings-fields';`],
    ['main/core/ipc/payloads.ts', `import { settingsUpdateSchema } from '../../../preload/settings-fields.js';`],
    // Tests reach into every process.
    ['test/unit/main/core/sync/plan.test.ts', `import { planSync } from '../../../../../../main/core/sync/plan';`],
    ['test/unit/renderer/support/batches.ts', `import type { EventShift } from '../../../../../main/core/api/schemas';`],
  ])('%s: %s', async (file, code) => {
    expect(await layerViolations(file, code)).toEqual([]);
  });
});
