/**
 * The words just before a quotation that make it the executive's words cited as evidence ("you
 * wrote “…”", "in your words: “…”", "in your words (“…”"): cut or repeated, it still reads as
 * what they said, never as the name of something.
 */
export const CITES_BEFORE = /\b(?:you wrote|in your words)\s*[:(]?\s*$/i;
