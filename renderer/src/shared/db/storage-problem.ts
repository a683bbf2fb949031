/**
 * What a refused IndexedDB write means to the supervisor. A full disk (or a profile over its
 * storage quota) reaches us as QuotaExceededError, from Dexie or the browser, often as the
 * inner error of the transaction it aborted: nothing of that transaction was kept.
 */
import { m } from '../../../../preload/i18n';

interface ErrorLike {
  name?: unknown;
  inner?: unknown;
  failures?: unknown;
}

export function isDiskFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const e = error as ErrorLike;
  if (e.name === 'QuotaExceededError') return true;
  if (isDiskFull(e.inner, depth + 1)) return true;
  return Array.isArray(e.failures) && e.failures.some((f) => isDiskFull(f, depth + 1));
}

/** Plain words for a failed local write: a full disk said as such, anything else by its message. */
export function storageProblemWords(error: unknown): string {
  if (isDiskFull(error)) return m.storage_disk_full();
  return error instanceof Error ? error.message : String(error);
}
