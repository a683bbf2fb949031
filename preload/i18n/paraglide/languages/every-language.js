/* eslint-disable */
/* Added by scripts/one-language-modules.ts: every language but the base one, for a process that holds them all. */
import * as words_es from './es.js';

export const everyLanguage = { "es": words_es };
