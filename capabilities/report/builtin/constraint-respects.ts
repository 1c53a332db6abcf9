/**
 * How the rules read in constraints.ts are restated for the report: whose consent a rule asks
 * for and in what word ("the family's OK"), a clients' ban on clouds in their terms ("pharma
 * clients' art files"), and the review a vendor rule names when no one approves by name.
 */

export const RECORDING_CONSENT =
  /\b(?:record\w*|scribes?|ambient|listen\w*|microphones?|filmed|enregistr\w*)\b/iu;
const CONSENTERS: [RegExp, string][] = [
  [/(?<!\p{L})(?:famil(?:y|ies)|famille|familles)(?!\p{L})/iu, "each family's"],
  [/(?<!\p{L})(?:patients?|patientes?)(?!\p{L})/iu, "each patient's"],
  [/(?<!\p{L})(?:clients?|clientes?|customers?)(?!\p{L})/iu, "each client's"],
  [/(?<!\p{L})(?:members?|membres?)(?!\p{L})/iu, "each member's"],
  [/(?<!\p{L})(?:parents?)(?!\p{L})/iu, "each parent's"],
  [/(?<!\p{L})(?:students?|élèves?|étudiants?)(?!\p{L})/iu, "each student's"],
  // "their substitute decision-makers must agree": a care home's residents consent through them.
  [
    /(?<!\p{L})(?:substitute decision-makers?|mandataires?)(?!\p{L})/iu,
    "each resident's or their substitute decision-maker's",
  ],
  [/(?<!\p{L})(?:residents?|résidents?|tenants?|locataires?)(?!\p{L})/iu, "each resident's"],
  [/(?<!\p{L})(?:donors?|donateurs?)(?!\p{L})/iu, "each donor's"],
  [/(?<!\p{L})(?:employees?|staff|employés?)(?!\p{L})/iu, "each employee's"],
];
/** Work about the company's own staff, not done by them: their shifts, hires and onboarding. */
const STAFF_WORK =
  /\b(?:shifts?|new hires?|hiring|rosters?|onboarding|recruit\w*|payroll|overtime|agency hours|new staff)\b/iu;

/**
 * Whether work concerns the people whose consent a rule names: a residents' rule asks nothing of
 * a pilot on staff shifts or onboarding (review r22); work that names neither is theirs.
 */
export function concernsConsenters(who: string, about: string): boolean {
  const people = CONSENTERS.filter(([, label]) => who.startsWith(label)).map(([words]) => words);
  if (people.length === 0 || people.some((words) => words.test(about))) return true;
  return !STAFF_WORK.test(about);
}

/** Whose agreement a consent rule asks for, and the word it uses: "the family's OK" -> each family's OK. */
export function consentOf(clause: string, sentence = clause): { who: string; word: string } {
  // The clause's people first; else its sentence's ("many cannot consent for themselves; their
  // substitute decision-makers must agree").
  const whose = (words: string) => CONSENTERS.find(([people]) => people.test(words))?.[1];
  const who = whose(clause) ?? whose(sentence) ?? "each person's";
  const word = /\b(?:ok|okay)\b/i.test(clause)
    ? "OK"
    : /\b(?:permission|go-ahead|blessing)\b/i.test(clause)
      ? "permission"
      : /\b(?:accord|agreement)\b/iu.test(clause)
        ? "agreement"
        : "consent";
  return { who, word };
}

/** What people consent to: being recorded, or AI used on their information. */
export function consentRespect(clause: string): string {
  if (RECORDING_CONSENT.test(clause)) return "consent asked and noted before anyone is recorded";
  const { who, word } = consentOf(clause);
  return `${who} ${word} asked and noted before AI is used on their information`;
}

/** Those a consent rule never records: "WCB claimants and patients under 18 are never recorded". */
const NEVER_RECORDED =
  /(?:^|[;:,.]\s*|\band\s+|\bbut\s+)((?:[\p{L}\d'’-]+\s+){1,7}?)(?:are|is)\s+never\s+(?:be\s+)?recorded\b/iu;
/** What happens to the recording: "audio is deleted as soon as the note is signed". */
const RECORDING_DELETED =
  /\b(?:the\s+)?(audio|recordings?)\s+(?:is|are)\s+(deleted|destroyed|erased)\s+([^;.]+)/iu;

/**
 * The limits of a consent rule that records with consent (review r24): those it never records
 * and when the audio goes, in its words ("WCB claimants and patients under 18 never recorded",
 * "audio deleted as soon as the note is signed"). Empty when it states none.
 */
export function recordingLimits(sentence: string): string[] {
  const limits: string[] = [];
  const never = NEVER_RECORDED.exec(sentence)?.[1]?.trim();
  if (never) limits.push(`${never.replace(/^(?:but|and)\s+/iu, "")} never recorded`);
  const deleted = RECORDING_DELETED.exec(sentence);
  if (deleted) limits.push(`${deleted[1]!.toLowerCase()} ${deleted[2]} ${deleted[3]!.trim()}`);
  return limits;
}

/** A cloud rule restated: "nos clients pharma … fichiers d'art" -> "pharma clients' art files kept out of …". */
export function cloudRespect(clause: string): string {
  const english = /\b((?:[\p{L}-]+ )?)clients?\b/iu.exec(clause)?.[1]?.trim();
  const french = /\bclients? ([\p{L}-]+)/iu.exec(clause)?.[1];
  const kind = [english, french].find(
    (w) => w && !/^(?:our|their|nos|leurs|les|des|the|my|qu|que|qui|ont|n)$/iu.test(w),
  );
  const whose = `${kind ? `${kind.toLowerCase()} ` : ""}clients'`;
  const material = /\b(?:art ?files?|fichiers? d['’]art|artwork)\b/iu.test(clause)
    ? "art files"
    : "files";
  const approved = /\b(?:approv\w*|approuv\w*)\b/iu.test(clause) ? " they have not approved" : "";
  return `${whose} ${material} kept out of every cloud service${approved}`;
}

/** The review a vendor rule names, when no one approves by name: "a third-party risk review". */
export function vendorReviewOf(clause: string): string | null {
  const review =
    /\b(?:a|an|the|our|its)\s+((?:[\p{L}-]+\s+){0,3}?(?:review|assessment|due diligence|vetting))\b/iu.exec(
      clause,
    )?.[1];
  if (review) return `your ${review.toLowerCase()}`;
  // In French, the kind of review in English: "une évaluation de sécurité" -> your security assessment.
  const french =
    /(?<!\p{L})(?:évaluation|examen|revue|analyse|vérification)(?:\s+[\p{L}'’-]+){0,8}/iu.exec(
      clause,
    )?.[0];
  if (!french) return null;
  // Law 25's own term: an "évaluation des facteurs relatifs à la vie privée" is a privacy impact assessment.
  if (/facteurs relatifs à la vie privée/iu.test(french)) return "your privacy impact assessment";
  if (/sécurité/iu.test(french)) return "your security assessment";
  if (/risques?/iu.test(french)) return "your risk assessment";
  if (/vie privée|confidentialité/iu.test(french)) return "your privacy assessment";
  return "your vendor review";
}
