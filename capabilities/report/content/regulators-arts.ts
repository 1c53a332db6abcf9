import { inPlace, shown, type Regulator } from "./regulators-shared";
import { societyActOf } from "./regulators-sectors";
import type { RiskSignals } from "./risks-types";

/**
 * A performing-arts organisation is usually a registered charity, so the Canada Revenue Agency's
 * charity rules are its own (official donation receipts and what they must contain, a gift with
 * an advantage receipted for its eligible amount, books and records, the annual T3010 return
 * within six months of the year end, no private benefit), as is the act it is incorporated under
 * (regulators-sectors.ts). CASL exempts a registered charity's messages whose primary purpose is
 * raising funds (Electronic Commerce Protection Regulations, s. 3(g)), never its ticket and
 * subscription sales. PIPEDA reaches a charity's commercial activity (selling, renting or
 * exchanging donor lists; ticket and subscription sales can be), not its core fundraising; BC's
 * PIPA and Quebec's private-sector act, as amended by Law 25, reach all of it. Its artists'
 * collective agreements (the AFM's Canadian locals through the Canadian Federation of Musicians,
 * the Guilde des musiciens et musiciennes du Québec as AFM Local 406, Canadian Actors' Equity,
 * the Union des artistes) often limit recording, streaming and the use of their performances,
 * likeness and sound; SOCAN licenses the music it performs and Re:Sound recorded music played
 * in public. Imagine Canada's Standards Program and the AFP Donor Bill of Rights are good
 * practice, not law.
 */

const BEFORE = String.raw`(?<![\p{L}])`;
const AFTER = String.raw`(?![\p{L}])`;
/** Words that show musicians among its artists. */
const MUSICIANS = new RegExp(
  `${BEFORE}(?:orchestr(?:a|as|e|es)|symphon\\p{L}*|philharmonic|musicians?|musiciens?|musiciennes?|opera|opéra|afm|federation of musicians|guilde des musiciens)${AFTER}`,
  "iu",
);
/** Words that show actors, singers or dancers engaged under Equity or the UDA. */
const PERFORMERS = new RegExp(
  `${BEFORE}(?:theat(?:re|er)s?|théâtres?|actors?|comédiens?|comédiennes?|dance|danse|dancers?|danseurs?|danseuses?|ballet|opera|opéra|equity|union des artistes)${AFTER}`,
  "iu",
);
/** The organisation says it is a registered charity, or writes of what only one does. */
const REGISTERED =
  /\b(?:registered charit(?:y|ies)|charitable registration|charity number|T3010|(?:official )?donation receipts?|tax receipts?|organisme de bienfaisance)\b/iu;

/** The artists' unions its words show, in its province's names. */
function unionsOf(s: RiskSignals): string[] {
  const quebec = s.jurisdiction.province === "QC";
  const unions: string[] = [];
  if (MUSICIANS.test(s.ownWords))
    unions.push(
      quebec
        ? "the Guilde des musiciens et musiciennes du Québec (AFM Local 406)"
        : "the AFM local (the Canadian Federation of Musicians)",
    );
  if (PERFORMERS.test(s.ownWords))
    unions.push(
      quebec ? "the Union des artistes (UDA)" : "the Canadian Actors' Equity Association",
    );
  return unions;
}

/** Whose privacy law reaches which of its records, said carefully. */
function privacyOf(s: RiskSignals): string {
  const commercial =
    "what it collects in commercial activity (selling, renting or exchanging donor lists; ticket and subscription sales can be)";
  switch (s.jurisdiction.province) {
    case "BC":
      return "BC's Personal Information Protection Act reaches all of its donors', subscribers' and ticket buyers' information, fundraising included.";
    case "QC":
      return "Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25, reaches all of its donors', subscribers' and ticket buyers' information, fundraising included.";
    case "AB":
      return `Alberta's Personal Information Protection Act reaches ${commercial}.`;
    default:
      return `PIPEDA reaches ${commercial}, not its core fundraising; treat donors' information with the same care all the same.`;
  }
}

export function performingArtsRules(s: RiskSignals): Regulator {
  const act = societyActOf(s);
  const unions = unionsOf(s);
  const union = unions.length ? unions.join(" and ") : "the artists' union that represents them";
  const registered = REGISTERED.test(s.ownWords);
  return {
    name: `the Canada Revenue Agency's rules for registered charities, ${act}, and ${unions.length ? `the collective agreements with ${union}` : "its artists' collective agreements"}`,
    risk: `An AI-drafted donation receipt, grant report or renewal letter from ${s.company} states an amount, figure or claim its records do not support; donors' or subscribers' details leave its box office and donor systems for an AI tool the board never approved; or a recording, voice or likeness of its artists is used by AI without their union's agreement.`,
    duty: `have a person check every AI-drafted grant application, final report and donor letter against the season's and donation records before it goes out; issue official donation receipts only from the donor system, never written by AI, each with what the Canada Revenue Agency requires (a statement that it is an official receipt for income tax purposes, the charity's name and address as on file with the Agency and its registration number, a serial number, the date and place of issue, the donor's name and address, the date and amount of the gift, any advantage and the eligible amount, an authorised signature, and the Agency's name and website), a gift that came with tickets or a gala dinner receipted only for its eligible amount; keep the books and records the Agency requires and file the T3010 information return within six months of the year end; keep donors' and subscribers' details in your own systems and out of any AI tool the board has not approved; e-mail AI-drafted ticket and subscription offers only to people whose consent is on file, as Canada's Anti-Spam Legislation (CASL) exempts a registered charity's messages whose primary purpose is raising funds, never its ticket sales; and use no recording, voice or likeness of its artists in an AI tool, nor any AI-generated audio or voice made from their performances, without the agreement of ${union}. As good practice rather than law, keep to the AFP Donor Bill of Rights and, if you take part, Imagine Canada's Standards Program`,
    because: `${s.company} is ${s.companyNoun} ${inPlace(s)}${shown(s, "performing-arts")}${registered ? ", a registered charity" : ""}: ${registered ? "the Canada Revenue Agency holds it" : "as a registered charity, the Canada Revenue Agency would hold it"} to its rules on official donation receipts and records, the annual T3010 information return and the rule that no one receives a private benefit from a charity's resources, and its board answers to its members under ${act}. ${privacyOf(s)} Its artists' collective agreements${unions.length ? `, with ${union},` : ""} often limit recording, streaming and the use of their performances, likeness and sound, and SOCAN licenses the music it performs (Re:Sound the recorded music it plays in public).`,
  };
}
