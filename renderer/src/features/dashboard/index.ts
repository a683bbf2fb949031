// The room's only door: what other rooms and the app shell use.
export * from './dashboard-view';
export { followedEventRows } from './dashboard-queries';
export { default as DashboardScreen } from './DashboardScreen.svelte';
