/**
 * The last step of `npm run build`: the browser preview as plain JavaScript, out/preview/cli.js
 * (scripts/preview-bundle.ts), which `npm run preview` runs. Never packaged
 * (electron-builder.yml leaves out/preview out).
 */
import { fileURLToPath } from 'node:url';
import { bundleForNode } from './preview-bundle.js';

const fromRoot = (p: string) => fileURLToPath(new URL(`../${p}`, import.meta.url));

await bundleForNode({ entry: fromRoot('main/preview/cli.ts'), outDir: fromRoot('out/preview') });
