/**
 * Shift times as stored, "YYYY-MM-DD HH:mm:ss" in the event's local time. The fixed-width form
 * sorts as text, which the stored indexes and aggregates rely on.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** A moment in the machine's local time, in the API's shift-time form (for "next shift after now"). */
export function toShiftTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
