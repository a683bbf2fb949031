/**
 * A Node entry of the preview (or a harness standing on it) bundled into plain JavaScript with
 * its packages, so it starts on Node alone: no TypeScript compiled through tsx and no module
 * tree resolved file by file at every start. The page bridge goes in prebuilt, in place of
 * main/preview/bridge-script.ts, so the bundle never loads esbuild.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { bundleForPage } from './page-bundle.js';
import { shakeableMessages } from './shakeable-messages.js';

export interface NodeBundle {
  entry: string;
  outDir: string;
  /**
   * Where the app's own sources come from: imports of this tree's main/ and preload/ that the
   * entry makes are taken from that tree instead (a previous release's, for a benchmark).
   */
  sources?: { from: string; to: string };
}

const BRIDGE_SCRIPT = /[/\\]main[/\\]preview[/\\]bridge-script\.ts$/;

const prebuiltBridge: Plugin = {
  name: 'prebuilt-page-bridge',
  setup(bundle) {
    bundle.onLoad({ filter: BRIDGE_SCRIPT }, async (args) => {
      const script = await bundleForPage(path.join(path.dirname(args.path), 'page-bridge.ts'));
      return {
        contents: `export const bridgeScript = () => Promise.resolve(${JSON.stringify(script)});`,
        loader: 'js',
      };
    });
  },
};

function sourcesFrom({ from, to }: { from: string; to: string }): Plugin {
  const own = ['main', 'preload'].map((dir) => path.join(from, dir) + path.sep);
  return {
    name: 'sources-from',
    setup(bundle) {
      bundle.onResolve({ filter: /^\.\.?\// }, (args) => {
        const target = path.resolve(args.resolveDir, args.path);
        if (!args.importer.startsWith(from) || !own.some((dir) => target.startsWith(dir))) return undefined;
        return { path: path.join(to, path.relative(from, target)).replace(/\.js$/, '.ts') };
      });
    },
  };
}

/** Writes the bundle (its entry's name, .js, and chunks) into a fresh `outDir`. */
export async function bundleForNode({ entry, outDir, sources }: NodeBundle): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [entry],
    outdir: outDir,
    bundle: true,
    // What only some starts need (the demo's simulator) in chunks of its own, parsed on first use.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // ws's optional native add-ons are looked up by ws itself at run time.
    external: ['esbuild', 'bufferutil', 'utf-8-validate'],
    // ws is CommonJS and requires Node's own modules: give the ES module bundle a require.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    plugins: [
      prebuiltBridge,
      ...(sources && sources.from !== sources.to ? [sourcesFrom(sources)] : []),
      shakeableMessages(),
    ],
    logLevel: 'warning',
  });
}
