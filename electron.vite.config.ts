import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: here('main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot be ESM.
      rollupOptions: {
        input: { index: here('preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  // electron-vite builds the renderer with base './', so index.html refers to ./assets/… and
  // loads unchanged from app://field-supervisor/ (a `base` set here would only trigger a warning).
  renderer: {
    root: here('renderer'),
    plugins: [svelte({ configFile: here('svelte.config.js') })],
    build: {
      // Minified: the window parses less script at every start (~660 kB unminified).
      minify: true,
      outDir: here('out/renderer'),
      // print.html: the print views (features/print), a page of their own without the app's shell.
      rollupOptions: { input: { index: here('renderer/index.html'), print: here('renderer/print.html') } },
    },
  },
});
