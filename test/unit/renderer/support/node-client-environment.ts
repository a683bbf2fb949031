/**
 * Node with no DOM, but modules compiled for the browser: view-state classes (.svelte.ts) need
 * Svelte's client runtime for their effects, which the plain `node` environment swaps for the
 * server one. Used by `// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts`.
 */
import { builtinEnvironments, type Environment } from 'vitest/environments';

export default {
  ...builtinEnvironments.node,
  name: 'node-client',
  viteEnvironment: 'client',
} satisfies Environment;
