// The room's only door: the print page's start, and what screens use to print a sheet.
export { startSheet } from './start-sheet';
export { printRequest, printSheet, type PrintMode } from './print-commands';
export { default as PrintButtons } from './PrintButtons.svelte';
