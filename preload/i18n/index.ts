/**
 * The door to the app's words and formats, for every process: `m.some_key({ … })` from the
 * catalogue (preload/i18n/messages/<locale>.json, compiled by `npm run messages`), the
 * formatting module, and the language choice.
 */
export { m } from './paraglide/messages.js';
export * from './format';
export * from './locale';
