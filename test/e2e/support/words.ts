/**
 * A catalogue message as the page may show it in any language, for steps shared by English and
 * Spanish runs: `anyLanguage(m.connect_demo)` finds the demo button whichever language is on.
 */
import { locales, m, type Locale } from '../../../preload/i18n';
// Steps run outside vitest too (npm run screenshots): every language's words at hand here as well.
import '../../environments/every-language';

export { m };

type Message<I> = (inputs: I, options?: { locale?: Locale }) => string;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function anyLanguage<I>(message: Message<I>, inputs: I = {} as I): RegExp {
  const texts = locales.map((locale) => escape(message(inputs, { locale })));
  return new RegExp(`^(?:${[...new Set(texts)].join('|')})$`);
}
