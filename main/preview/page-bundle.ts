/**
 * A TypeScript entry bundled into one classic script for a page (esbuild, a dev tool: the
 * preview never ships). esbuild is loaded on first use, so the built preview, which is handed
 * its page bridge prebuilt, never loads it.
 */
export async function bundleForPage(entry: string): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({ entryPoints: [entry], bundle: true, format: 'iife', write: false, target: 'chrome120' });
  return result.outputFiles[0]!.text;
}
