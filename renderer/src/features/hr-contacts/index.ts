// The room's only door: what other rooms and the app shell use.
export { hrContactsView } from './hr-contacts-queries';
export { default as HrContactsPanel } from './HrContactsPanel.svelte';
