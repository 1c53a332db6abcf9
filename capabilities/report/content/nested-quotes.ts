/**
 * The executive's words inside the report's own “…”: their quotation marks become single ones,
 * « traduit » and "traduit" alike ‘traduit’, so a quotation never closes inside itself.
 */
export const nestQuotes = (text: string): string =>
  text
    .replace(/«\s*/g, "‘")
    .replace(/\s*»/g, "’")
    .replace(/“/g, "‘")
    .replace(/”/g, "’")
    .replace(/(^|[\s([{])"/g, "$1‘")
    .replace(/"/g, "’");
