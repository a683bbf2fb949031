/**
 * Every language's words at hand from the start, for a process that may speak any of them at
 * once and has no page to draw late: main (its menu, dialogs and notices follow the setting at
 * the next call) and the tests. A window loads only the language it speaks (loadMessages).
 */
import { everyLanguage } from './paraglide/languages/every-language.js';
import { holdMessages } from './paraglide/runtime.js';

export function holdEveryLanguage(): void {
  for (const [locale, words] of Object.entries(everyLanguage)) holdMessages(locale, words);
}
