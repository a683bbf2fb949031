// Tests speak any language at any call: every language's words are at hand from the start. How
// a window loads only the language it speaks is tested in Chromium (test/e2e/language.test.ts)
// and in test/unit/scripts/one-language-modules.test.ts, how main does in
// test/unit/main/core/main-language.test.ts.
import { holdEveryLanguage } from '../../preload/i18n/every-language';

holdEveryLanguage();
