import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { svelteTesting } from '@testing-library/svelte/vite';
import { configDefaults, defineConfig } from 'vitest/config';

// The Electron binary cannot be downloaded on build machines: every test sees a fake `electron`.
const fakeElectron = fileURLToPath(new URL('./test/fakes/electron.ts', import.meta.url));
const electronAlias = { electron: fakeElectron };
const nodeServer = { deps: { inline: ['electron-store'] } };
const everyLanguage = './test/environments/every-language.ts';
// Svelte's client build (runes, effects) for every renderer test, with or without a DOM.
const rendererPlugins = () => [
  svelte({ configFile: fileURLToPath(new URL('./svelte.config.js', import.meta.url)) }),
  svelteTesting(),
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: electronAlias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          exclude: ['test/unit/renderer/**'],
          server: nodeServer,
          setupFiles: [everyLanguage],
        },
      },
      // Renderer tests run in Node (with Svelte's client build); only those that mount components
      // or use DOM APIs, named *.dom.test.ts wherever they live, pay for jsdom.
      {
        plugins: rendererPlugins(),
        test: {
          name: 'renderer',
          environment: './test/environments/node-client.ts',
          include: ['test/unit/renderer/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.dom.test.ts'],
          setupFiles: ['fake-indexeddb/auto', everyLanguage],
          // Property tests over IndexedDB take 1-2 s alone; on two cores shared with the suite's
          // Chromium tests they ran past vitest's 5 s while being right.
          testTimeout: 20_000,
        },
      },
      {
        plugins: rendererPlugins(),
        test: {
          name: 'renderer-dom',
          environment: 'jsdom',
          include: ['test/unit/renderer/**/*.dom.test.ts'],
          setupFiles: ['fake-indexeddb/auto', './test/environments/dom-setup.ts', everyLanguage],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: electronAlias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          server: nodeServer,
          setupFiles: [everyLanguage],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: electronAlias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          server: nodeServer,
          setupFiles: [everyLanguage],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The real app in the real Electron binary (no fake): skipped where the binary is absent.
        test: {
          name: 'electron',
          environment: 'node',
          include: ['test/electron/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
