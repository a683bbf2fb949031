/**
 * The window's language: Settings → Language resolved against the system's languages (the
 * browser's `navigator.languages`, which Electron takes from the operating system). Messages and
 * formats read it through `setLanguageSource`, and it is reactive state, so every screen redraws
 * in the new language as soon as the setting changes.
 */
import { resolveLanguage, setLanguageSource, type Language, type LanguageChoice } from '../../../preload/i18n';

const systemTags = (): readonly string[] => globalThis.navigator?.languages ?? [];

class PageLanguage {
  #choice = $state<() => LanguageChoice | undefined>(() => undefined);
  readonly current: Language = $derived(resolveLanguage(this.#choice() ?? 'system', systemTags()));

  /** Reads the choice from here on (the settings). */
  follow(choice: () => LanguageChoice | undefined): void {
    this.#choice = choice;
  }
}

export const language = new PageLanguage();
setLanguageSource(() => language.current);
