// The room's only door: what other rooms and the app shell use.
export { default as HelpOverlay } from './HelpOverlay.svelte';
export { default as NavBar } from './NavBar.svelte';
export { default as OfflineBanner } from './OfflineBanner.svelte';
export { default as StatusBar } from './StatusBar.svelte';
export { default as Toasts } from './Toasts.svelte';
export { default as UpdateBanner } from './UpdateBanner.svelte';
export { default as ProfileLossBanner } from './ProfileLossBanner.svelte';
export { MainRequests, type MenuCommand } from './main-requests.svelte';
