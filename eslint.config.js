import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

// Layer rules of ARCHITECTURE.md. `no-restricted-imports` matches the import string, not the
// resolved file, so a relative import into another top-level folder is recognised by climbing
// out with `../` and naming that folder. The typescript-eslint variant is used everywhere
// because it alone can let `import type` through; ESLint does not merge rule options across
// blocks, so every folder below gets one block holding its complete list.
const UP = String.raw`^(?:\.\./)+`;
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const builtins = builtinModules.map(escape).join('|');

const electron = { name: 'electron', message: 'Only main/platform/** and main/index.ts may import electron.' };
const nodeBuiltins = {
  regex: `^(?:node:.*|(?:${builtins}))$`,
  message: 'The renderer has no Node: ask main through window.workforce (renderer/src/bridge.ts).',
};
// A sandboxed preload's `require` only provides electron, events, timers and url.
const sandboxBuiltins = {
  regex: `^(?:node:.*|(?!(?:events|timers|url)$)(?:${builtins}))$`,
  message: 'A sandboxed preload can only require electron, events, timers and url.',
};
// Not even `import type`: a shape shared with main belongs to the contract, or main's internals
// become the other processes' API.
const outsideMain = {
  regex: `${UP}main(?:/|$)`,
  message: 'Nothing outside main/ imports from main/: shared shapes live in the contract (preload/contract.ts).',
};
const rendererValues = {
  regex: `${UP}renderer(?:/|$)`,
  allowTypeImports: true,
  message: 'Renderer code runs in the browser; only `import type` may cross into this process.',
};
const preloadButContract = {
  regex: String.raw`${UP}preload(?:$|/(?!contract(?:\.[jt]s)?$|i18n(?:/index(?:\.[jt]s)?)?$))`,
  message: 'preload/contract.ts and the catalogue\'s door, preload/i18n, are the only preload modules shared with other processes.',
};
// Main also loads the settings' zod description, which the contract takes as types only (so
// zod never reaches the window's bundle).
const preloadButContractOrSettings = {
  regex: String.raw`${UP}preload(?:$|/(?!(?:contract|settings-fields|api-profile-schema)(?:\.[jt]s)?$|i18n(?:/index(?:\.[jt]s)?)?$))`,
  message: 'Main takes from preload/ only the contract, the catalogue\'s door (i18n) and the settings\' description (settings-fields.ts, api-profile-schema.ts).',
};
const platformValues = {
  regex: `${UP}(?:main/)?platform(?:/|$)`,
  allowTypeImports: true,
  message: 'core and simulator stay Electron-free: take platform adapters as injected interfaces.',
};

const previewModules = {
  regex: `^(?:\\.\\./|\\./)+(?:main/)?preview(?:/|$)`,
  message: 'The browser preview (main/preview) is a development tool: the packaged app never loads it.',
};

// Rooms of the renderer (ARCHITECTURE.md): a feature in renderer/src/features/<room>/ shows the
// others only its index.ts, and the shared kernel below them knows no feature.
const anyFeature = {
  regex: String.raw`^(?:\.\./)+features(?:/|$)`,
  message: 'The shared kernel (renderer/src/shared) imports no feature: move what both need into the kernel.',
};
const featureDeep = {
  regex: String.raw`^(?:\.\.?/)+features/[^/]+/(?!index(?:\.ts)?$)`,
  message: 'Import a feature through its index.ts, not its files.',
};
const otherRoomDeep = {
  regex: String.raw`^\.\./(?!index(?:\.ts)?$)[^./][^/]*/(?!index(?:\.ts)?$).`,
  message: "Another feature is reached only through its index.ts (`../room`): export what you need there.",
};

const restrict = (files, patterns, extra = {}) => ({
  files,
  ...extra,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: patterns.filter((p) => 'name' in p),
        patterns: patterns.filter((p) => !('name' in p)),
      },
    ],
  },
});

// contract.ts and the row and answer types it re-exports: what every process may import.
const contractFiles = ['preload/contract.ts', 'preload/rows.ts', 'preload/synced-sets.ts', 'preload/shift-time.ts', 'preload/i18n/**'];

const layerRules = [
  restrict(['renderer/**'], [electron, nodeBuiltins, outsideMain, preloadButContract, featureDeep], {
    ignores: ['renderer/src/shared/**', 'renderer/src/features/**'],
  }),
  restrict(['renderer/src/shared/**'], [electron, nodeBuiltins, outsideMain, preloadButContract, anyFeature]),
  restrict(['renderer/src/features/*/*'], [electron, nodeBuiltins, outsideMain, preloadButContract, otherRoomDeep]),
  restrict(['preload/**'], [sandboxBuiltins, outsideMain, rendererValues], { ignores: contractFiles }),
  // Every process imports the contract, so it must load in all of them.
  restrict(contractFiles, [electron, nodeBuiltins, outsideMain, rendererValues]),
  restrict(['main/**'], [electron, rendererValues, preloadButContractOrSettings], {
    ignores: ['main/platform/**', 'main/index.ts', 'main/preview/page-bridge.ts'],
  }),
  restrict(['main/core/**', 'main/simulator/**'], [
    electron,
    rendererValues,
    preloadButContractOrSettings,
    platformValues,
    previewModules,
  ]),
  restrict(['main/platform/**', 'main/index.ts'], [rendererValues, preloadButContractOrSettings, previewModules]),
  // The preview's preload: it runs in the page, as preload/index.ts does, and builds
  // window.workforce with the same bridge.
  restrict(['main/preview/page-bridge.ts'], [electron, nodeBuiltins, rendererValues]),
];

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'coverage/', 'preload/i18n/paraglide/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  svelte.configs.recommended,
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'], svelteConfig },
    },
  },
  // Globals merge across blocks, so Node's are kept away from the renderer rather than overridden.
  { ignores: ['renderer/**'], languageOptions: { globals: globals.node } },
  { files: ['renderer/**'], languageOptions: { globals: globals.browser } },
  { files: ['preload/**'], languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  {
    rules: {
      // Input validation here matches control characters on purpose (URL and payload policies).
      'no-control-regex': 'off',
      // `_`-prefixed names document a deliberately unused parameter (callbacks, fakes).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  layerRules,
);
