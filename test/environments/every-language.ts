// Tests speak any language at any call: every language's words are at hand from the start. How
// a window loads only the language it speaks is tested in Chromium (test/e2e/language.test.ts)
// and in test/unit/scripts/one-language-modules.test.ts, how main does in
// test/unit/main/core/main-language.test.ts. The app's processes load only the language they
// speak (loadMessages): the window in renderer/src/shared/language.svelte.ts, main in
// main/core/main-language.ts; holding them all is the tests' alone.
import { everyLanguage } from '../../preload/i18n/paraglide/languages/every-language.js';
import { holdMessages } from '../../preload/i18n/paraglide/runtime.js';

export function holdEveryLanguage(): void {
  for (const [locale, words] of Object.entries(everyLanguage)) holdMessages(locale, words);
}

holdEveryLanguage();
