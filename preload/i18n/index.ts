/**
 * The door to the app's words and formats, for every process: `m.some_key({ … })` from the
 * catalogue (preload/i18n/messages/<locale>.json, compiled by `npm run messages`), the
 * formatting module, and the language choice.
 */
import { overwriteSayPseudo, type LocalizedString } from './paraglide/runtime.js';
import { currentLanguage } from './locale';
import { pseudoMessage } from './pseudo';

export { m } from './paraglide/messages.js';
export * from './format';
export * from './locale';
export { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudo';

/**
 * Under the tests' pseudo-locale (pseudo.ts) every message comes back marked, decided at each
 * call: a screen may keep `m.some_key` to call later. The messages ask through the runtime's
 * hook, so a bundle keeps only the messages its code names.
 */
overwriteSayPseudo((message: (inputs: unknown) => string, inputs: unknown) =>
  currentLanguage().pseudo ? (pseudoMessage(message as never)(inputs as never) as LocalizedString) : undefined,
);
