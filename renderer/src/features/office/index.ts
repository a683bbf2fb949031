// The room's only door: what other rooms and the app shell use.
export { default as OfficeScreen } from './OfficeScreen.svelte';
