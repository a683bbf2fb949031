// The room's only door: what other rooms and the app shell use.
export * from './hours-queries';
export { default as CrewScreen } from './CrewScreen.svelte';
export { default as OvertimeRiskNote } from './OvertimeRiskNote.svelte';
export { default as WorkerScreen } from './WorkerScreen.svelte';
