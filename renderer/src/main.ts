import { mount } from 'svelte';
import App from './App.svelte';
import { api, call } from './bridge';
import { LocalDatabase } from './session/local-database';
import { startBatchReceiver } from './sync/batch-receiver';

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');

const local = new LocalDatabase();
startBatchReceiver(api(), () => local.settled());
let followedName: string | undefined;
api().on('connection:changed', (status) => {
  // A new connection: open its database, then ask for its first sync.
  const name = LocalDatabase.nameFor(status);
  void local.follow(status).then(() => {
    if (status.state === 'ready' && name !== followedName) void api().syncNow();
    followedName = name;
  });
});

const status = await call(api().connectionStatus());
await local.follow(status);
followedName = LocalDatabase.nameFor(status);
if (status.state === 'ready') void api().syncNow();

export default mount(App, { target });
