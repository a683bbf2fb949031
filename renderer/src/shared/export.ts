/** Saves a CSV through main's save dialog and says where it went (or why not); true once saved. */
import type { WorkforceApi } from '../../../preload/contract';
import { m } from '../../../preload/i18n';
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
    if (result.saved) toasts.show(m.toast_saved_csv({ what, path: result.path ?? suggestedName }));
    return result.saved;
  } catch (e) {
    toasts.show(m.toast_csv_failed({ reason: (e as Error).message }), 'error');
    return false;
  }
}
