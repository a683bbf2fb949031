import type { Toasts } from '../../shared/state/toasts.svelte';

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * A settings form's save: what `check` finds wrong goes on the error line and nothing is sent;
 * otherwise `write` saves through main, its answer becomes the toast, and main's refusal the error line.
 */
export class SettingsSave<T> {
  error = $state<string | undefined>(undefined);
  readonly #toasts: Toasts;
  readonly #check: () => Checked<T>;
  readonly #write: (value: T) => Promise<string>;

  constructor(toasts: Toasts, check: () => Checked<T>, write: (value: T) => Promise<string>) {
    this.#toasts = toasts;
    this.#check = check;
    this.#write = write;
  }

  submit = async (e: SubmitEvent): Promise<void> => {
    e.preventDefault();
    const checked = this.#check();
    if (!checked.ok) {
      this.error = checked.error;
      return;
    }
    this.error = undefined;
    try {
      this.#toasts.show(await this.#write(checked.value));
    } catch (err) {
      this.error = (err as Error).message;
    }
  };
}
