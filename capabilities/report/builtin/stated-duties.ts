import type { ThemeField } from "@/capabilities/report/content/themes";
import type { StatedConstraint } from "./stated-constraint";
import { PROBLEM } from "./problem-words";
import { quoteFor } from "./quote-for";
import { sentencesOf } from "./theme-patterns";

/**
 * What the executive keeps, as opposed to what slows them: a legal duty (a law the data must
 * meet, a regulator that audits or licenses the firm: "Les données clients doivent respecter la
 * Loi 25", "Consumer Protection BC audits our call recordings", "every temporary help agency needs
 * a licence and we must keep careful records for each placement") is a rule the plan keeps, and a
 * record they are proud of ("Our WorkSafeBC record is what gets us on mill sites and I am not
 * risking it") an asset it protects. Neither is friction to remove; a sentence that also says
 * what goes wrong ("Law 25 paperwork takes Martin two days a month") still is.
 */

const QUOTE_MAX = 260;

/** A law, an act, a code or a regulation by its name: "Loi 25", "PIPA", "the Privacy Act". */
const LAW =
  /\b(?:law|loi|bill|projet de loi)\s+\d+\b|\b(?:PIPA|PIPEDA|PHIPA|HIPAA|GDPR|RGPD|CASL|LCAP|FINTRAC|AML|OHS|SST)\b|\b[\p{Lu}][\p{L}-]*(?:\s+[\p{Lu}][\p{L}-]*)*\s+(?:Act|Code|Regulations?)\b|(?<!\p{L})(?:la|le) (?:Loi|Code|Règlement)\b/u;

/** A regulator, an auditor or a licensing body, named or not. */
const REGULATOR =
  /\b(?:regulators?|auditors?|inspectors?|(?:our |the )?licen[cs]ing (?:body|authority)|(?:[\p{Lu}][\p{L}&-]*\s+){1,5}(?:BC|Canada|Québec|Quebec|Ontario|Alberta|Authority|Commission|Association|Board|Council|Institute|Society|Chamber|Registrar|Superintendent|Ministry|Ordre|Office|Agency))\b|(?<!\p{L})(?:WorkSafeBC|CNESST|OSFI|BCFSA|FSRA|AMF|CIRO|OQLF|CRA|FINTRAC|WCB|CPBC|AGLC|LCRB|LDB|AGCO|LCBO|SAQ|RACJ|CFIA|ACIA|ICBC|SAAQ|TSSA|Health Canada|Santé Canada|Transport Canada)(?!\p{L})/u;

/**
 * The duty itself: the data or the work must meet it, the firm must keep the body satisfied
 * ("need to keep the AGLC happy"), or the body audits, inspects or licenses.
 */
const OWED =
  /\b(?:needs?|requires?|must (?:have|hold|get|renew)|(?:has|have|need|needs) to (?:have|hold|renew)) (?:a|an|its|our|their|the) (?:[\p{L}-]+ ){0,2}licen[cs]e\b|\b(?:must|has to|have to|need to|needs to|are required to|is required to) keep (?:careful |accurate |complete |detailed |proper |full )?records\b|(?<!\p{L})(?:(?:doit|doivent|devons|devez) (?:détenir|avoir|obtenir|renouveler) (?:un|son|notre|leur) permis|(?:doit|doivent|devons|devez) tenir (?:des|nos|ses|leurs) registres)(?!\p{L})|\b(?:must|has to|have to|need to|needs to|shall) (?:comply with|meet|respect|follow|satisfy|be kept under|stay (?:compliant with|onside with|in good standing with|on the right side of))\b|\b(?:must|has to|have to|need to|needs to) keep (?:the |our )?(?:[\p{Lu}][\p{L}&-]*\s+){1,5}(?:happy|onside|satisfied)\b|\bare bound by\b|\b(?:audits?|inspects?|licen[cs]es|regulates|supervises|examines) (?:us|our|the|every|each|all)\b|\b(?:is|are) (?:personal|regulated|protected|confidential) (?:information|data|health information)\b|\b(?:we are|we're|as a) (?:licensed|regulated|registered)\b|(?<!\p{L})(?:doi(?:t|vent|s) (?:respecter|se conformer à|suivre|rester en règle avec|rester conformes? (?:à|aux))|(?:il faut|on doit|nous devons) (?:rester en règle avec|garder (?:l['’]|la |le )?\p{Lu}[\p{L}-]* satisfaite?)|sont (?:des )?renseignements personnels|(?:nous )?(?:audite|inspecte|réglemente)|sommes (?:titulaires d['’]un permis|réglementés))(?!\p{L})/iu;

/** A record, a rating or a name the firm has earned. */
const RECORD =
  /\b(?:our|my|notre|nos)\s+(?:[\p{L}-]+\s+){0,3}?(?:record|rating|reputation|certification|accreditation|COR|standing|track record|réputation|dossier|cote|certification|accréditation)\b/iu;
/** What the executive says of it: it wins them the work, they are proud of it, they will not risk it. */
const PROTECTED =
  /\b(?:not risking|won['’]t risk|will not risk|never risk|can['’]t afford to lose|cannot afford to lose|proud of|is what gets us|gets us (?:on|in|the)|wins us|keeps us (?:on|in)|protect)\w*\b|(?<!\p{L})(?:ne (?:le |la )?risque pas|pas question de (?:le |la )?risquer|fiers? de|ce qui nous (?:ouvre|donne))(?!\p{L})/iu;

/** "your WorkSafeBC record", the asset in the executive's own words, made second person. */
const assetOf = (words: string): string =>
  words.replace(/^(?:our|my)\b/i, "your").replace(/^(?:notre|nos)\b/i, "your");

/** The duties and assets one answer states, a sentence each. */
export function dutiesIn(text: string, field: ThemeField): StatedConstraint[] {
  return sentencesOf(text).flatMap((sentence): StatedConstraint[] => {
    const owed = sentence.match(OWED);
    // "need to comply with" owes a duty; a problem word elsewhere in the sentence still counts.
    if (PROBLEM.test(owed ? sentence.replace(owed[0], " ") : sentence)) return [];
    const quote = quoteFor(text, sentence, QUOTE_MAX);
    const record = sentence.match(RECORD);
    const kept = sentence.match(PROTECTED);
    if (record && kept)
      return [
        {
          id: "asset",
          class: "asset",
          field,
          clause: sentence,
          quote,
          evidence: [record[0], kept[0]],
          respect: `${assetOf(record[0])}, which no pilot puts at risk`,
          themes: [],
        },
      ];
    const body = sentence.match(LAW) ?? sentence.match(REGULATOR);
    // A licence to hold or records to keep is the duty itself, whoever issues it.
    if (
      !owed ||
      !(body || /personal|renseignements|licen[cs]e|records|permis|registres/iu.test(owed[0]))
    )
      return [];
    return [
      {
        id: "duty",
        class: "duty",
        field,
        clause: sentence,
        quote,
        evidence: [owed[0], ...(body ? [body[0]] : [])],
        respect: "the duty you named, kept by whoever answers for it",
        themes: [],
      },
    ];
  });
}
