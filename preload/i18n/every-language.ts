/**
 * Every language's words at hand from the start, for the tests, which speak any language at any
 * call. The app's processes load only the language they speak (loadMessages): the window in
 * renderer/src/shared/language.svelte.ts, main in main/core/main-language.ts.
 */
import { everyLanguage } from './paraglide/languages/every-language.js';
import { holdMessages } from './paraglide/runtime.js';

export function holdEveryLanguage(): void {
  for (const [locale, words] of Object.entries(everyLanguage)) holdMessages(locale, words);
}
