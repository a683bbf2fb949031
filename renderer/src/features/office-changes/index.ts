// The room's only door: what other rooms and the app shell use.
export * from './change-queries';
export * from './change-summary';
export * from './looked';
export * from './short-by-change';
export { default as ChangedMark } from './ChangedMark.svelte';
export { default as MadeShort } from './MadeShort.svelte';
export { default as OfficeChangesCard } from './OfficeChangesCard.svelte';
