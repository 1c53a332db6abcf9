/** How long a visitor's e-mailed privacy link works. Safe for the browser. */
export const PRIVACY_LINK_DAYS = 7;
export { legalHoldSchema, privacyRequestSchema } from "./schemas";
