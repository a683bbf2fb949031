/** The page bridge bundled for the browser (esbuild, a dev tool: the preview never ships). */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

export function bridgeScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./page-bridge.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'chrome120',
  }).then((r) => r.outputFiles[0]!.text);
  return bundled;
}
