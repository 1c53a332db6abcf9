export interface Limit {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** Named limits, so every route of one purpose shares them. Keys say whom each one counts. */
export const limits = {
  /** Submissions per client. */
  assessmentSubmit: { limit: 20, windowSeconds: 600 },
  /** Counted page views per client: a script cannot inflate the funnel. */
  visitCount: { limit: 60, windowSeconds: 600 },
  /** Drafts started per client: bots that fill step 1 over and over are stopped here. */
  draftCreate: { limit: 10, windowSeconds: 3600 },
  /** "Continue your assessment" e-mails to one address, whoever starts the drafts. */
  draftResumeEmail: { limit: 3, windowSeconds: 3600 },
  /** Consent confirmation e-mails to one address, whoever ticks the box with it. */
  consentConfirmationEmail: { limit: 3, windowSeconds: 86_400 },
  /** Step saves and resume reads per client. */
  draftSave: { limit: 120, windowSeconds: 600 },
  /** Call-back requests per client, and per assessment. */
  callRequest: { limit: 5, windowSeconds: 3600 },
  /** Call-back requests to one phone number, whoever asks: nobody's phone is rung all day. */
  callRequestToNumber: { limit: 3, windowSeconds: 86_400 },
  /** Coupon attempts per client. */
  couponByClient: { limit: 10, windowSeconds: 600 },
  /** Sign-in attempts per client, right or wrong. */
  loginByClient: { limit: 20, windowSeconds: 900 },
  /**
   * Failed sign-ins of one account from anywhere, over a day; past the limit the account is
   * locked and paused (see capabilities/accounts/login.ts).
   */
  loginByEmail: { limit: 5, windowSeconds: 86_400 },
  /** A locked account's turns for browsers it does not know: one at a time, then paused. */
  loginAccountTurn: { limit: 1, windowSeconds: 30 },
  /** A locked account's wrong guesses in a day: each doubles the pause (counted, never refused). */
  loginLockedFailures: { limit: 1_000, windowSeconds: 86_400 },
  /** Failed sign-ins of one account from one client: a client with any may not try a locked account. */
  loginByEmailAndClient: { limit: 5, windowSeconds: 900 },
  /** Second-factor codes per client, right or wrong. */
  secondFactorByClient: { limit: 20, windowSeconds: 900 },
  /** Wrong second-factor codes of one account, across challenges (each needs the password). */
  secondFactorByUser: { limit: 10, windowSeconds: 900 },
  /** Privacy requests (the e-mailed link) per client, and per address. */
  privacyRequestByClient: { limit: 5, windowSeconds: 3600 },
  privacyRequestByAddress: { limit: 3, windowSeconds: 86_400 },
  /** Registrations per client. */
  register: { limit: 5, windowSeconds: 3600 },
  /** Registrations of one address, whoever sends them: each known one e-mails its owner. */
  registerByEmail: { limit: 3, windowSeconds: 3600 },
  /** Refreshes of one report, from anywhere (each one is a generation). */
  reportRefresh: { limit: 5, windowSeconds: 3600 },
  /** Report refreshes per client, across reports. */
  reportRefreshByClient: { limit: 10, windowSeconds: 3600 },
  /** Team-survey answers through a shared team link, per client (invitations answer once each). */
  teamResponseByClient: { limit: 20, windowSeconds: 3600 },
  /** Team-survey answers through one team link, from anywhere: a leaked link cannot flood the team view. */
  teamResponseByLink: { limit: 60, windowSeconds: 86_400 },
  /** Team-link codes asked for per client. */
  teamCodeByClient: { limit: 10, windowSeconds: 3600 },
  /** Team-link codes sent to one address, whoever asks: no inbox is flooded with codes. */
  teamCodeByAddress: { limit: 3, windowSeconds: 3600 },
  /** Team-link codes sent through one link, from anywhere: a leaked link is not a mail relay. */
  teamCodeByLink: { limit: 60, windowSeconds: 86_400 },
  /** Codes to an executive's own address before invitations go out in their name, per assessment. */
  senderCode: { limit: 3, windowSeconds: 3600 },
  /** Invitations to one address, from any executive: nobody's inbox fills with them. */
  teamInviteToAddress: { limit: 3, windowSeconds: 86_400 },
  /** Invitation requests per client, across assessments (a retake starts a fresh team). */
  teamInviteByClient: { limit: 20, windowSeconds: 86_400 },
  /** Invitation requests per assessment (each sends up to 25 e-mails). */
  teamInvite: { limit: 10, windowSeconds: 3600 },
  /** Password-reset requests per client, and per address. */
  resetRequest: { limit: 5, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof limits;
