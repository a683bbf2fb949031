/** What the dashboard hands each strip of ShiftLines (starting soon and short, made short by the office). */
export interface ShiftStripProps {
  /** Event names by id. */
  names: ReadonlyMap<string, string>;
  /** Opens the event at the shift that was clicked. */
  onjump: (eventId: string, shiftId: string) => void;
}
