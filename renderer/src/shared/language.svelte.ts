/**
 * The window's language: Settings → Language resolved against the system's languages (the
 * browser's `navigator.languages`, which Electron takes from the operating system). Messages and
 * formats read it through `setLanguageSource`, and it is reactive state, so every screen redraws
 * in the new language as soon as the setting changes.
 */
import {
  LANGUAGE_CHOICES,
  resolveLanguage,
  setLanguageSource,
  type Language,
  type LanguageChoice,
} from '../../../preload/i18n';

const systemTags = (): readonly string[] => globalThis.navigator?.languages ?? [];

/**
 * The e2e tours put a state in another language with this event, without leaving it: "es", or
 * "pseudo" for the tests' pseudo-locale (never offered in Settings); null gives the setting back.
 * Nothing in the app sends it.
 */
export const TEST_LANGUAGE_EVENT = 'fieldsup:test-language';

class PageLanguage {
  #choice = $state<() => LanguageChoice | undefined>(() => undefined);
  #test = $state<LanguageChoice | 'pseudo' | null>(null);
  readonly current: Language = $derived(
    this.#test === 'pseudo'
      ? { messages: 'en', tag: 'en-US', pseudo: true }
      : resolveLanguage(this.#test ?? this.#choice() ?? 'system', systemTags()),
  );

  constructor() {
    globalThis.addEventListener?.(TEST_LANGUAGE_EVENT, (event) => {
      const asked = (event as CustomEvent<unknown>).detail;
      this.#test = asked === 'pseudo' || LANGUAGE_CHOICES.includes(asked as LanguageChoice) ? (asked as LanguageChoice | 'pseudo') : null;
    });
  }

  /** Reads the choice from here on (the settings). */
  follow(choice: () => LanguageChoice | undefined): void {
    this.#choice = choice;
  }
}

export const language = new PageLanguage();
setLanguageSource(() => language.current);
