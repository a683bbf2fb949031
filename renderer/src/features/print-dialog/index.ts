// The room's only door: what screens use to print their sheet. It imports no other room, so any
// screen may use it (the sheets themselves are the print page's room, ../print).
export { paperOf, printRequest, printSheet, type PrintChoice, type PrintMode } from './print-commands';
export { default as PrintButton } from './PrintButton.svelte';
