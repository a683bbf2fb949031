// Node's loader hook for a child process: `electron` resolves to the test fake, as vitest's alias
// does in-process (the real package would try to download the Electron binary).
import { register } from 'node:module';

register('./electron-alias-hooks.mjs', import.meta.url);
