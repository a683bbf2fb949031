/**
 * Node's globals with the renderer's client build: Svelte runes and effects run as in the
 * window (the plain 'node' environment would load Svelte's server build, where effects do
 * nothing), without paying for a DOM.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

export default {
  ...builtinEnvironments.node,
  name: 'node-client',
  viteEnvironment: 'client',
} satisfies Environment;
