// Opening hours as the id-ID locale writes them ('08.00', 24-hour) in a plain text field, stored as the API's 'HH:MM'.
// A native time input would follow the browser's own locale and could show AM/PM.

/** What the field shows for a stored 'HH:MM' value. */
export function clockTimeToText(value: string | null | undefined): string {
  return (value ?? '').replace(':', '.');
}

/** What is stored for typed text: '.', ',' or ':' separate hours and minutes; anything else is kept for the schema to reject. */
export function textToClockTime(text: string): string {
  return text.trim().replace(/[.,]/, ':');
}
