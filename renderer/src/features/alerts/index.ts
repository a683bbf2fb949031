// The room's only door: what other rooms and the app shell use.
export * from './alerts.svelte';
export { appAlerts } from './app-alerts';
export * from './starting-soon';
export { soonAtKey } from './soon-keys';
export { default as AlertList } from './AlertList.svelte';
export { default as StartingSoon } from './StartingSoon.svelte';
