// The room's only door: the print page's start (print.html). Screens print through ../print-dialog.
export { startSheet } from './start-sheet';
