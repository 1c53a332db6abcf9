/**
 * The consent request of step 1 (CASL): separate, unticked, naming who asks and how to
 * withdraw. A change of wording gets a new version: each consent event stores the version the
 * executive saw.
 */
export const CONSENT_WORDING_VERSION = "2026-11-23";

export const CONSENT_SENDER = "the Vancouver and Vancouver Island chapters";

export const consentWording =
  `Yes, send me AI insights and reminders about my assessment from ${CONSENT_SENDER}. ` +
  "I can withdraw my consent at any time with the unsubscribe link in every e-mail.";
