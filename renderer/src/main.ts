import { mount } from 'svelte';
import App from './App.svelte';
import { api } from './shared/bridge';
import { NewerDataError } from './shared/db/open';
import { paletteCss } from './shared/palette-css';
import { firstScreenDrawn } from './shared/perf';
import { startFollowingOrders } from './shared/outbox/follow-orders';
import { startOutbox } from './shared/outbox/start-outbox';
import { appAlerts } from './features/alerts';
import { AppState } from './shared/state/app-state';
import { language } from './shared/language.svelte';
import { m } from '../../preload/i18n';
import { startBatchReceiver } from './shared/sync/batch-receiver';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');

// Adopted through the CSSOM: the Content Security Policy refuses a <style> element.
const palette = new CSSStyleSheet();
palette.replaceSync(paletteCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, palette];

const bridge = api();
// Work the first screen does not need waits until it painted what it read, at most a second.
const app = new AppState(bridge, firstScreenDrawn());
const alerts = appAlerts(app);
// Every word and format follows Settings → Language from the first screen on.
language.follow(() => app.connection.settings?.language);
// The two writers of the local database besides the screens: sync batches from main, and the
// order queue. The receiver listens before the first sync is asked for, so no batch is missed.
startBatchReceiver(bridge, () => app.connection.settled(), { onStored: () => alerts.afterStored() });
/** Instead of every screen: the data is left as it is, and the page says why. */
function refuse(message: string): void {
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = m.data_newer_title();
  const text = document.createElement('p');
  text.textContent = message;
  main.append(heading, text);
  target!.replaceChildren(main);
}

// The database of the connection opens (and the first sync is asked for) before the first screen.
const started = await app.start().then(
  () => true,
  (error: unknown) => {
    if (!(error instanceof NewerDataError)) throw error;
    refuse(error.message);
    return false;
  },
);
if (started) {
  startOutbox({
    db: () => app.connection.settled(),
    bridge,
    ready: app.firstPaint,
    atOnce: () => app.connection.settings?.syncConcurrency,
  });
  // Placed orders are followed to the end: main reads their progress with each sync.
  startFollowingOrders({ db: () => app.connection.settled(), bridge, ready: app.firstPaint });
  alerts.start();
}

// The first screen speaks the language of the settings, not English for a moment.
await language.ready();
export default started ? mount(App, { target, props: { app, alerts } }) : undefined;
