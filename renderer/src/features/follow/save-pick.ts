import { toggled } from '../../shared/follow-view';
import type { AppState } from '../../shared/state/app-state';
import { m } from '../../../../preload/i18n';

/**
 * Ticks or unticks an id in a followed list and saves it; if saving fails, the box goes back to
 * what is saved and a toast says why.
 */
export async function savePick(
  app: Pick<AppState, 'connection' | 'toasts'>,
  list: 'followedEventIds' | 'crewWorkerIds',
  id: string,
  on: boolean,
  box?: HTMLInputElement,
): Promise<void> {
  try {
    await app.connection.editList(list, (ids) => toggled(ids, id, on));
  } catch (e) {
    if (box) box.checked = !on;
    app.toasts.show(m.follow_save_failed({ reason: (e as Error).message }), 'error');
  }
}
