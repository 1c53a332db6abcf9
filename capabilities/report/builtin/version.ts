/** The generator version stored with every document the built-in generator writes. */
export const BUILTIN_PROMPT_VERSION = "builtin-2026.11";
