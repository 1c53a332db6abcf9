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

/** "the Cemetery and Funeral Services Act", "CUDGC", "the Law Society of BC", "the NS Building Code". */
const called = (name: string) =>
  /^\p{Lu}{2,}\b(?!.*\b(?:Act|Code|Regulations?)$)|^(?:Technical Safety BC|Health Canada|Transport Canada|Tarion)$/u.test(
    name,
  )
    ? name
    : `the ${name}`;

/**
 * A building, fire, plumbing or energy code sets what a design must meet, not what records are
 * kept: the risk is a clause an AI tool cites wrongly, or from another edition.
 */
const TECHNICAL_CODE = /\b(?:Building|Fire|Plumbing|Energy) Code\b/;

const technicalCodeRisk = (company: string, a: NamedAuthoritySignal) => ({
  risk: `An AI tool at ${company} cites a clause of ${called(a.name)} that does not apply to the project, or from an edition or amendment not in force, and it reaches a code analysis, a permit application or a drawing unchecked.`,
  mitigation: `Give the tool the text of the edition of ${called(a.name)} in force with its amendments rather than relying on what it remembers, and have the person who answers for the code analysis check every clause it cites against that text before it is used.`,
  why: `You named it: “${a.quote}”.`,
});

const recordsStatuteRisk = (company: string, a: NamedAuthoritySignal) => ({
  risk: `An AI tool or pilot at ${company} reaches work that falls under ${called(a.name)} before anyone has checked what it requires of that work (its records, who may see them, its deadlines).`,
  mitigation: `Before a pilot touches that work, write down what ${called(a.name)} requires of it, keep the records it governs out of AI tools until that check is done, and put the result in the AI policy beside your rule.`,
  why: `You named it: “${a.quote}”.`,
});

export const namedStatuteRisk = (company: string, a: NamedAuthoritySignal) =>
  TECHNICAL_CODE.test(a.name) ? technicalCodeRisk(company, a) : recordsStatuteRisk(company, a);

/**
 * Prudential and market regulators examine a firm's models and outsourcing; other bodies (a
 * safety regulator, a licensing council, a college) govern the work itself, and hear that.
 */
const EXAMINERS =
  /^(?:OSFI|BCFSA|FSRA|CUDGC|CDIC|FCAC|FINTRAC|CIRO|AMF|DICO)$|Financial Services|Securities Commission|Superintendent of Financial|Autorité des marchés|Deposit (?:Guarantee|Insurance)/;

/**
 * The self-regulating bodies of engineers, geoscientists and agrologists (APEGA, APEGS, EGBC, PEO,
 * the OIQ, the institutes of agrologists, the Ordre des agronomes): their members authenticate
 * work with a stamp, seal or signature and answer for all of it, however it was drafted (APEGA's
 * Practice Standard for Authenticating Professional Work Products; the Agrology Profession Act in
 * Alberta, the Agrologists Act in BC, the Loi sur les agronomes in Québec). "AIA" is the Alberta
 * Institute of Agrologists only beside agrologists' words, never the federal impact assessment.
 */
const SEALING_BODIES =
  /^(?:APEGA|APEGS|EGBC|PEO|OIQ|APEGNB|NAPEG|BCIA)$|Engineers|Geoscientists|Ingénieurs|ingénieurs|Agrologists|agronomes/;
const sealing = (a: NamedAuthoritySignal) =>
  SEALING_BODIES.test(a.name) || (a.name === "AIA" && /\bagrolog|\bP\.\s?Ag\b/i.test(a.quote));

export const namedBodyRisk = (company: string, a: NamedAuthoritySignal) =>
  sealing(a)
    ? {
        risk: `AI-assisted work from ${company} goes out under a member's stamp, seal or signature without the review that authentication promises, against what ${called(a.name)} requires of its members.`,
        mitigation: `Have the member who authenticates each report, calculation or recommendation check every AI-assisted part of it as if they had written it, because ${called(a.name)} holds that member responsible for the whole document however it was drafted; note in the project file where AI was used and how it was checked, and keep clients' data in tools under contract.`,
        why: `You named it: “${a.quote}”.`,
      }
    : EXAMINERS.test(a.name)
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
