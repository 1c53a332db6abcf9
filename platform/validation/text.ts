import { z } from "zod";

/**
 * What a person may type into a text field. Control characters (NUL, escape, CR/LF in a
 * one-line field), bidi overrides and isolates (U+202E can make "gpj.exe" read "exe.jpg"),
 * zero-width and other invisible format characters travel unseen into the admin pages,
 * CSV exports and e-mail subjects, and PostgreSQL refuses NUL outright. One-line fields
 * refuse them all; multi-line fields keep line breaks (CRLF and CR stored as LF, tabs as a
 * space) and refuse the rest. Safe for the browser: the forms give the same message.
 */

export const UNSUPPORTED_CHARACTERS = "Please remove unsupported characters.";

/**
 * Cc: control characters; Cf: invisible format characters (bidi marks, embeddings,
 * overrides and isolates, zero-width space and joiners, word joiner, BOM, soft hyphen);
 * Zl/Zp: the Unicode line and paragraph separators. A zero-width joiner after a pictograph
 * is part of an emoji (a person at a laptop), so it stays.
 */
const UNSUPPORTED =
  /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D/u;
const UNSUPPORTED_BESIDE_LINE_BREAKS =
  /(?!\n)[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}|(?<!\p{Extended_Pictographic}\uFE0F?)\u200D/u;

/** True when the text holds a character a one-line field refuses. */
export const hasUnsupportedCharacters = (text: string) => UNSUPPORTED.test(text);

/** CRLF, CR and the Unicode line separators as LF; a tab as a space. */
export const normaliseLineBreaks = (text: string) =>
  text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(/\t/g, " ");

/** A one-line field: the schema's own rules first, then no control or invisible characters. */
export function singleLine<T extends z.ZodString>(schema: T, message = UNSUPPORTED_CHARACTERS): T {
  return schema.refine((text) => !UNSUPPORTED.test(text), message);
}

/** A multi-line field: line breaks normalized and kept, other control characters refused. */
export function multiLine<T extends z.ZodString>(schema: T, message = UNSUPPORTED_CHARACTERS): T {
  return schema
    .overwrite((text) => normaliseLineBreaks(text as string) as z.output<T>)
    .refine((text) => !UNSUPPORTED_BESIDE_LINE_BREAKS.test(text), message);
}

/**
 * True when `test` holds for any string in a JSON value, key or value at any depth. Walked with
 * its own stack, so depth cannot overflow.
 */
function anyString(value: unknown, test: (text: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string") {
      if (test(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === "object") {
      for (const [key, inner] of Object.entries(next)) {
        if (test(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** True when a string in the value holds NUL: PostgreSQL stores neither text nor jsonb with it. */
const containsNul = (value: unknown) => anyString(value, (text) => text.includes("\u0000"));

/** True when a string in the value holds half a UTF-16 surrogate pair, which no text holds. */
export const hasLoneSurrogate = (value: unknown) =>
  anyString(value, (text) => !text.isWellFormed());

/** Free-form JSON that will be stored: refused when a string in it holds NUL. */
export const storableJson = (message = UNSUPPORTED_CHARACTERS) =>
  z.unknown().refine((value) => !containsNul(value), message);
