// The room's only door: what other rooms and the app shell use.
export * from './compliance-view';
export { default as ComplianceScreen } from './ComplianceScreen.svelte';
