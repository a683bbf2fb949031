// The room's only door: what other rooms and the app shell use.
export { default as FollowScreen } from './FollowScreen.svelte';
