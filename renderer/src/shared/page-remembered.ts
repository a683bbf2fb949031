/**
 * A value the page keeps in its localStorage for the next start (the language spoken last, the
 * database opened last). Only ever a head start: a page without storage, or refusing it, reads
 * nothing and forgets quietly, and the start waits for main's answer instead.
 */
export interface Remembered {
  read(): string | undefined;
  /** Undefined forgets the value. */
  write(value: string | undefined): void;
}

export function pageRemembered(key: string): Remembered {
  return {
    read: () => {
      try {
        return globalThis.localStorage?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write: (value) => {
      try {
        if (value) globalThis.localStorage?.setItem(key, value);
        else globalThis.localStorage?.removeItem(key);
      } catch {
        // Only a start's head start is lost.
      }
    },
  };
}
