/**
 * A TypeScript entry bundled into one classic script for a page: the preview's page bridge, the
 * e2e outbox probe (esbuild, a dev tool: neither ships). esbuild is loaded on first use, so a
 * bundled preview, whose bridge is prebuilt (preview-bundle.ts), never loads it.
 */
export async function bundleForPage(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const { shakeableMessages } = await import('./shakeable-messages.js');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'chrome120',
    plugins: [shakeableMessages()],
  });
  return result.outputFiles[0]!.text;
}
