import { expect } from "@jest/globals";

/**
 * A strict RFC 4180 reader: fields separated by commas, records by CRLF, quoted fields may hold
 * anything with quotes doubled. A bare CR or LF outside quotes, or a stray quote, is an error.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
        if (i < text.length && !",\r".includes(text[i]))
          throw new Error(`text after a closing quote at ${i}`);
      } else {
        field += c;
        i++;
      }
    } else if (c === '"') {
      if (field !== "") throw new Error(`stray quote at ${i}`);
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(field);
      field = "";
      i++;
    } else if (c === "\r") {
      if (text[i + 1] !== "\n") throw new Error(`bare CR at ${i}`);
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else if (c === "\n") {
      throw new Error(`bare LF at ${i}`);
    } else {
      field += c;
      i++;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || row.length) throw new Error("last record not terminated by CRLF");
  return rows;
}

/** The records as objects keyed by the header row; every record must have every column. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => {
    expect(row).toHaveLength(header.length);
    return Object.fromEntries(header.map((key, i) => [key, row[i]]));
  });
}
