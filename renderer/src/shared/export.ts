/** Saves a CSV through main's save dialog and says where it went (or why not); true once saved. */
import type { WorkforceApi } from '../../../preload/contract';
import { call } from './bridge';
import type { Toasts } from './state/toasts.svelte';

export async function saveCsv(
  bridge: WorkforceApi,
  toasts: Toasts,
  suggestedName: string,
  csv: string,
  what: string,
): Promise<boolean> {
  try {
    const result = await call(bridge.saveCsv({ suggestedName, csv }));
    if (result.saved) toasts.show(`Saved ${what} to ${result.path ?? suggestedName}`);
    return result.saved;
  } catch (e) {
    toasts.show(`Could not save the CSV: ${(e as Error).message}`, 'error');
    return false;
  }
}
