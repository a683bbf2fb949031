import { mount } from 'svelte';
import App from './App.svelte';
import { api } from './bridge';
import { paletteCss } from './lib/palette-css';
import { startOutbox } from './outbox/start-outbox';
import { AppState } from './state/app-state';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('#app element missing from index.html');

const palette = document.createElement('style');
palette.textContent = paletteCss();
document.head.append(palette);

// The database of the connection opens (and the first sync is asked for) before the first screen.
const app = new AppState(api());
await app.start();
startOutbox({ db: () => app.session.settled(), bridge: api() });

export default mount(App, { target, props: { app } });
