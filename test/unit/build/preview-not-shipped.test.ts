// The browser preview (main/preview) is a development and demo tool: its loopback socket and
// page bridge must never reach the packaged app, which ships out/main as built.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { IPC_SOCKET_PATH } from '../../../main/preview/ipc-messages.js';
import { BRIDGE_SCRIPT_PATH } from '../../../main/preview/static-server.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const mainOut = path.join(root, 'out/main');

beforeAll(async () => {
  if (!existsSync(path.join(mainOut, 'index.js'))) {
    await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      {
        cwd: root,
      },
    );
  }
}, 120_000);

describe('the packaged main process', () => {
  it('contains nothing of the preview: no IPC socket, no page bridge, no WebSocket server', () => {
    const files = readdirSync(mainOut, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files).toContain('index.js');
    for (const file of files) {
      const text = readFileSync(path.join(mainOut, file), 'utf8');
      expect(text, file).not.toContain(IPC_SOCKET_PATH);
      expect(text, file).not.toContain(BRIDGE_SCRIPT_PATH);
      expect(text, file).not.toContain('WebSocketServer');
    }
  });

  it('keeps ws, esbuild and tsx (what the preview runs on) out of the runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const dev of ['ws', 'esbuild', 'tsx']) expect(Object.keys(manifest.dependencies)).not.toContain(dev);
  });
});
