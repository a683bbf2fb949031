/** The connection's channels: connecting, the demo, the weak-key choice, connectivity. */
import type { EmitEvent } from './app-core-deps.js';
import type { Connection } from './connection.js';
import type { ConnectivityMonitor } from './connectivity.js';
import type { HandlerGroup } from './ipc/handler-map.js';
import type { SyncService } from './sync/sync-service.js';

export function connectionHandlers(
  connection: Connection,
  connectivity: ConnectivityMonitor,
  sync: SyncService,
  emit: EmitEvent,
) {
  async function afterConnect<T>(status: T): Promise<T> {
    sync.resetDiscovery();
    // The renderer opens this connection's database, then asks for the first sync itself.
    emit('connection:changed', connection.status());
    await connectivity.probeNow();
    return status;
  }

  return {
    'connection:status': async () => connection.status(),
    'connection:connect': async (req) => afterConnect(await connection.connect(req)),
    'connection:choose-weak-policy': async (req) => connection.chooseWeakPolicy(req.policy),
    'connection:disconnect': async () => {
      sync.cancel();
      const status = await connection.disconnect();
      emit('connection:changed', status);
      return status;
    },
    'demo:start': async () => afterConnect(await connection.startDemo()),
    'demo:examples': async () => connection.demoExamples(),
    'connectivity:get': async () => connectivity.get(),
  } satisfies HandlerGroup;
}
