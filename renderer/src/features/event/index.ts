// The room's only door: what other rooms and the app shell use.
export * from './shift-view';
export { default as EventScreen } from './EventScreen.svelte';
