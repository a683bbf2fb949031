/** An alert bridge that accepts every notice and withdrawal and keeps them for the test to read. */
import type { AlertNotice } from '../../../../preload/contract';
import type { AlertBridge } from '../../../../renderer/src/features/alerts/alert-round';

export function recordingBridge() {
  const notified: AlertNotice[] = [];
  const withdrawn: string[] = [];
  const bridge: AlertBridge = {
    notifyAlert: async (notice) => {
      notified.push(notice);
      return { ok: true, value: true };
    },
    withdrawAlert: async ({ alertId }) => {
      withdrawn.push(alertId);
      return { ok: true, value: true };
    },
  };
  return { bridge, notified, withdrawn };
}
