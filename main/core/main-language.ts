/**
 * Main's language: Settings → Language resolved against the system's languages, read at each
 * message, so the menu, dialogs and notices speak a change at their next call. Every message
 * carries English; another language's words are a module of their own (scripts/
 * one-language-modules.ts), loaded when the setting, or the system under "System", asks for it:
 * an English start parses no Spanish.
 */
import {
  baseLanguage,
  loadMessages,
  messagesLoaded,
  resolveLanguage,
  setLanguageSource,
  type Language,
} from '../../preload/i18n/index.js';
import type { SettingsService } from './settings/settings-service.js';

export class MainLanguage {
  readonly #asked: () => Language;
  /** The language last spoken with its words at hand. */
  #spoken: Language = baseLanguage();
  readonly #listeners = new Set<() => void>();
  readonly #unsubscribe: () => void;

  constructor(settings: SettingsService, systemLanguages: () => readonly string[]) {
    this.#asked = () => resolveLanguage(settings.get().language, systemLanguages());
    setLanguageSource(() => this.#current());
    void this.ready();
    this.#unsubscribe = settings.onChange((next, previous) => {
      if (next.language === previous.language) return;
      void this.ready().then(() => this.#listeners.forEach((listener) => listener()));
    });
  }

  /**
   * The language asked for once its words are here; until then the one spoken before, so a
   * sentence never mixes one language's words with another's dates.
   */
  #current(): Language {
    const asked = this.#asked();
    if (messagesLoaded(asked.messages)) this.#spoken = asked;
    return this.#spoken;
  }

  /**
   * Settles once the language asked for now has its words: the menu waits for it. Words that
   * cannot be loaded (a damaged install) leave main speaking English rather than not starting.
   */
  async ready(): Promise<void> {
    await loadMessages(this.#asked().messages).catch((error: unknown) =>
      console.error("[main] a language's words could not be loaded", error),
    );
  }

  /** After the setting names another language, once its words are here: the menu is built again. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  stop(): void {
    this.#unsubscribe();
    this.#listeners.clear();
  }
}
