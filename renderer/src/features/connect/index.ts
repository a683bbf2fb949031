// The room's only door: what other rooms and the app shell use.
export * from './keychain';
export { default as ConnectScreen } from './ConnectScreen.svelte';
export { default as WeakChoice } from './WeakChoice.svelte';
