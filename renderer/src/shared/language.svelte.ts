/**
 * The window's language: Settings → Language resolved against the system's languages (the
 * browser's `navigator.languages`, which Electron takes from the operating system). Messages and
 * formats read it through `setLanguageSource`, and it is reactive state, so every screen redraws
 * in the new language as soon as the setting changes and its words are loaded: the window
 * carries English only, and loads another language's words when someone speaks it.
 */
import {
  baseLanguage,
  isLocale,
  LANGUAGE_CHOICES,
  loadMessages,
  messagesLoaded,
  resolveLanguage,
  setLanguageSource,
  type Language,
  type LanguageChoice,
} from '../../../preload/i18n';
import { pageRemembered } from './page-remembered';

const systemTags = (): readonly string[] => globalThis.navigator?.languages ?? [];

/**
 * The e2e tours put a state in another language with this event, without leaving it: "es", or
 * "pseudo" for the tests' pseudo-locale (never offered in Settings); null gives the setting back.
 * Nothing in the app sends it.
 */
export const TEST_LANGUAGE_EVENT = 'fieldsup:test-language';

/** The language the window spoke last, kept so the next start loads its words while main is asked for the setting. */
const lastSpoken = pageRemembered('fieldsup:last-language');

class PageLanguage {
  #choice = $state<() => LanguageChoice | undefined>(() => undefined);
  #test = $state<LanguageChoice | 'pseudo' | null>(null);
  /** Bumped when a language's words arrive, so `current` looks again. */
  #loads = $state(0);
  /** The language asked for, spoken once its words are loaded. */
  readonly #asked: Language = $derived(
    this.#test === 'pseudo'
      ? { messages: 'en', tag: 'en-US', pseudo: true }
      : resolveLanguage(this.#test ?? this.#choice() ?? 'system', systemTags()),
  );
  #spoken: Language = baseLanguage();
  /** The language asked for once its words are here; until then the one spoken before. */
  readonly current: Language = $derived.by(() => {
    void this.#loads;
    if (messagesLoaded(this.#asked.messages)) this.#spoken = this.#asked;
    return this.#spoken;
  });

  constructor() {
    globalThis.addEventListener?.(TEST_LANGUAGE_EVENT, (event) => {
      const asked = (event as CustomEvent<unknown>).detail;
      this.#test =
        asked === 'pseudo' || LANGUAGE_CHOICES.includes(asked as LanguageChoice)
          ? (asked as LanguageChoice | 'pseudo')
          : null;
    });
    // The words of the language spoken last (or the system's) start loading before main answers.
    const guess = lastSpoken.read() ?? resolveLanguage('system', systemTags()).messages;
    if (isLocale(guess)) void loadMessages(guess);
    $effect.root(() => {
      $effect(() => {
        const asked = this.#asked.messages;
        if (!messagesLoaded(asked)) void this.ready();
        else if (!this.#asked.pseudo) lastSpoken.write(asked);
      });
    });
  }

  /** Reads the choice from here on (the settings). */
  follow(choice: () => LanguageChoice | undefined): void {
    this.#choice = choice;
  }

  /** Settles once the language asked for now is spoken (its words loaded). */
  async ready(): Promise<void> {
    const asked = this.#asked.messages;
    if (messagesLoaded(asked)) return;
    await loadMessages(asked);
    this.#loads++;
  }
}

export const language = new PageLanguage();
setLanguageSource(() => language.current);
