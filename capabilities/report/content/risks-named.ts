/**
 * A regulator, statute or professional body the executive named in their own words, quoted by
 * name with what they said about it (builtin/named-authorities.ts). The wording holds for any
 * authority: what it governs or expects is checked before a pilot reaches that work.
 */

export interface NamedAuthoritySignal {
  name: string;
  kind: "statute" | "body";
  quote: string;
}

/** "the Cemetery and Funeral Services Act", "CUDGC", "the Law Society of BC". */
const called = (name: string) =>
  /^\p{Lu}{2,}\b|^(?:Technical Safety BC|Health Canada|Transport Canada|Tarion)$/u.test(name)
    ? name
    : `the ${name}`;

export const namedStatuteRisk = (company: string, a: NamedAuthoritySignal) => ({
  risk: `An AI tool or pilot at ${company} reaches work that falls under ${called(a.name)} before anyone has checked what it requires of that work (its records, who may see them, its deadlines).`,
  mitigation: `Before a pilot touches that work, write down what ${called(a.name)} requires of it, keep the records it governs out of AI tools until that check is done, and put the result in the AI policy beside your rule.`,
  why: `You named it: “${a.quote}”.`,
});

/**
 * Prudential and market regulators examine a firm's models and outsourcing; other bodies (a
 * safety regulator, a licensing council, a college) govern the work itself, and hear that.
 */
const EXAMINERS =
  /^(?:OSFI|BCFSA|FSRA|CUDGC|CDIC|FCAC|FINTRAC|CIRO|AMF|DICO)$|Financial Services|Securities Commission|Superintendent of Financial|Autorité des marchés|Deposit (?:Guarantee|Insurance)/;

export const namedBodyRisk = (company: string, a: NamedAuthoritySignal) =>
  EXAMINERS.test(a.name)
    ? {
        risk: `AI use at ${company} falls short of what ${called(a.name)} expects, and the gap shows at its next review or examination rather than before.`,
        mitigation: `Read what ${called(a.name)} has published on AI, models and outsourcing, check each pilot against it before it starts, and keep that record with the AI policy for its next review.`,
        why: `You named it: “${a.quote}”.`,
      }
    : {
        risk: `An AI tool or pilot at ${company} reaches work that ${called(a.name)} governs before anyone has checked what its rules require of that work.`,
        mitigation: `Before any pilot comes near that work, write down what ${called(a.name)} requires of it and who answers for it, and keep that note in the AI policy beside what you wrote.`,
        why: `You named it: “${a.quote}”.`,
      };

/** Where a named authority ranks: just below the executive's own rules, above any rule of the library they did not raise. */
export const NAMED_WEIGHT = 94;
