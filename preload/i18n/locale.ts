/**
 * Which language the app speaks and which conventions its numbers and dates follow. Shared by
 * main and the window: each process says where its choice and the system's languages come from
 * (`setLanguageSource`), and the catalogue's messages and the formatting module read it from
 * there on every call, so a change applies at the next draw, without a restart.
 */
import {
  baseLocale,
  isLocale,
  loadMessages,
  locales,
  messagesLoaded,
  overwriteGetLocale,
  type Locale,
} from './paraglide/runtime.js';

export { isLocale, loadMessages, locales, messagesLoaded, type Locale };

/** Settings → Language: the operating system's language, or one the catalogue has. */
export type LanguageChoice = 'system' | Locale;
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = ['system', ...locales];

export interface Language {
  /** The catalogue's language for the words. */
  messages: Locale;
  /** The BCP 47 tag for Intl and the page's `lang`: the system's region when it speaks that language ("es-MX"). */
  tag: string;
  /** The tests' pseudo-locale (pseudo.ts) over English: never offered in Settings. */
  pseudo?: true;
}

const base = (tag: string): string => tag.split('-')[0]!.toLowerCase();

/**
 * "system" takes the first of the system's languages the catalogue has (English when none),
 * with the system's region; a named language keeps the system's region when the system speaks
 * it ("es" on an es-MX system reads dates as Mexico does), else its own conventions.
 */
export function resolveLanguage(choice: LanguageChoice, systemTags: readonly string[]): Language {
  const valid = systemTags.filter((tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  });
  if (choice === 'system') {
    const spoken = valid.find((tag) => isLocale(base(tag)));
    return spoken ? { messages: base(spoken) as Locale, tag: spoken } : { messages: baseLocale, tag: baseLocale };
  }
  return { messages: choice, tag: valid.find((tag) => base(tag) === choice) ?? choice };
}

/** The catalogue's base language, which every process can speak before any other is loaded. */
export function baseLanguage(): Language {
  return { messages: baseLocale, tag: baseLocale };
}

let current: () => Language = baseLanguage;

/** Where this process reads its language from; read again at each message and format call. */
export function setLanguageSource(source: () => Language): void {
  current = source;
  overwriteGetLocale(() => current().messages);
}

/** The language messages and formats follow now. */
export function currentLanguage(): Language {
  return current();
}

/** The tag Intl formats with now. */
export function formatTag(): string {
  return current().tag;
}
