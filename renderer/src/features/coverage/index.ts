// The room's only door: coverage by 15 minutes, its gaps in words, and the pictures of both.
export * from './coverage';
export * from './gaps';
export { localTimeZone, wallToInstant, instantToWall } from './zoned-time';
export { stepWords } from './step-words';
export { default as CoverageStrip } from './CoverageStrip.svelte';
