/**
 * The last step of `npm run build`: the browser preview as plain JavaScript in out/preview
 * (cli.js, its main core bundled, and page-bridge.js), so `npm run preview` starts on Node
 * alone instead of compiling TypeScript through tsx at every start. Packages stay external,
 * resolved from node_modules as before. Never packaged (electron-builder.yml leaves it out).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { PAGE_BRIDGE_ENTRY } from '../main/preview/bridge-script.js';
import { bundleForPage } from '../main/preview/page-bundle.js';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));
const outDir = fromRoot('out/preview');

// Fresh each time: chunk names change with their content.
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await Promise.all([
  build({
    entryPoints: { cli: fromRoot('main/preview/cli.ts') },
    outdir: outDir,
    bundle: true,
    // The demo's simulator in a chunk of its own: a start on stored data never parses it.
    splitting: true,
    // Its packages too (zod, ws): one file read and parsed instead of hundreds of modules
    // resolved at every start. esbuild stays a dev tool loaded only from source; ws's optional
    // native add-ons are looked up by ws itself at run time.
    external: ['esbuild', 'bufferutil', 'utf-8-validate'],
    // ws is CommonJS and requires Node's own modules: give the ES module bundle a require.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  }),
  bundleForPage(PAGE_BRIDGE_ENTRY).then((script) => writeFile(`${outDir}/page-bridge.js`, script)),
]);
