/**
 * CSV encoding per RFC 4180 (comma separator, CRLF line endings, fields quoted when they hold a
 * comma, a double quote, CR or LF, quotes doubled inside), with spreadsheet formula injection
 * neutralised: a cell that starts with =, +, -, @, tab, CR or LF gets a leading apostrophe, so
 * Excel, LibreOffice and Google Sheets show it as text instead of evaluating it. Pure.
 */

import { JsonText } from "./json-text";

export const CRLF = "\r\n";

const FORMULA_TRIGGER = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of a value: "" for nothing, ISO dates, lists of text joined by "; ", JSON otherwise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (value instanceof JsonText) return value.text;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  if (Array.isArray(value) && value.every((item) => typeof item === "string"))
    return value.join("; ");
  return JSON.stringify(value);
}

/** Prefixes an apostrophe to text a spreadsheet would read as a formula. */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** Quotes a field when RFC 4180 requires it, doubling the quotes inside. */
export function quoteField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One cell, ready to write: text, neutralised, quoted. */
export function csvCell(value: unknown): string {
  return quoteField(neutraliseFormula(cellText(value)));
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",") + CRLF;
}
