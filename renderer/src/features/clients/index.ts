// The room's only door: what other rooms and the app shell use.
export { default as ClientWorkers } from './ClientWorkers.svelte';
export { default as ClientsScreen } from './ClientsScreen.svelte';
export { default as CrewAtClient } from './CrewAtClient.svelte';
export { default as DocumentPicker } from './DocumentPicker.svelte';
export { default as WorkerAtClients } from './WorkerAtClients.svelte';
