// Tests speak any language at any call, as main does: every language's words are at hand from
// the start. How a window loads only the language it speaks is tested in Chromium
// (test/e2e/language.test.ts) and in test/unit/scripts/one-language-modules.test.ts.
import { holdEveryLanguage } from '../../preload/i18n';

holdEveryLanguage();
