/**
 * A JSON value the database already wrote as text (a jsonb column read as `::text`): the JSON
 * export splices it into the file as it is and CSV writes it as the cell's text, so a whole
 * report is never parsed and written again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A value as JSON text: JsonText as it is, anything else through JSON.stringify. */
export function jsonOf(value: unknown): string {
  return value instanceof JsonText ? value.text : (JSON.stringify(value) ?? "null");
}
