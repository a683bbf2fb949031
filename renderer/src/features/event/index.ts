// The room's only door: what other rooms and the app shell use.
export * from './shift-view';
export { eventDetail, type EventDetail } from './event-queries';
export { default as EventScreen } from './EventScreen.svelte';
