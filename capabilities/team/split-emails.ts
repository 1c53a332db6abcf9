/**
 * What the invite panel's text area holds: addresses one per line, or separated by commas or
 * semicolons. Its own module: the panel is client code and must not pull in zod's schemas.
 */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
