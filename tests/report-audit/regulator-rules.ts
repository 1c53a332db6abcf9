import type { Context } from "@/capabilities/report/builtin/context";
import { governingOf } from "@/capabilities/report/builtin/professions";
import { headcountInBand } from "@/capabilities/report/builtin/headcount";
import { riskSignals } from "@/capabilities/report/builtin/risk-signals";
import type { Profession } from "@/capabilities/report/content/types";
import { regimeViolations } from "./regime-rules";
import type { Violation } from "./rules";

/**
 * A regulator or law from the wrong profession or regime, held against the documents (issue
 * 34): a physicians' college, MSP or a nurse for a dental group, a provincial privacy act for a
 * federally regulated bank or carrier, restaurant words for a winery and no word of liquor law, a
 * college named for a clinic whose professions nothing shows, a hospital's words for a dental
 * group, a consultancy's for an engineering firm, a construction bid for a carrier's load tender,
 * federal law for a carrier within one province, a Nation treated as an outside party; a
 * consultancy's words for an accounting practice, gross margin or CASL for a charity, a chain
 * store's for a grain co-operative, an office consultancy's example for an oilfield company; a
 * province's safety or employment standards law for a federally regulated workplace, a US state's
 * or city's law where the answers place nobody there, a headcount threshold hedged for a company
 * whose headcount settles it, a carrier crossing into the United States without the eManifest it
 * files at the border.
 */

/** What only a profession's report names: its regulator and rules. */
const ONLY_FOR: { profession: Profession; also?: readonly Profession[]; names: RegExp }[] = [
  {
    profession: "medical",
    names:
      /College of Physicians|\bCPS(?:BC|A|O)\b|Collège des médecins|\bMSP\b|Medical Services Plan/,
  },
  {
    profession: "dental",
    names:
      /Oral Health Professionals|College of Dental Surgeons|Ordre des dentistes|dental regulator/,
  },
  { profession: "legal", names: /Law Society|Barreau du Québec/ },
  { profession: "accounting", names: /\bCPABC\b|CPA (?:Alberta|Ontario)|Ordre des CPA|CPA body/ },
  { profession: "design-engineering", names: /Engineers and Geoscientists|\bAPEGA\b|\bPEO\b/ },
  {
    profession: "alcohol-producer",
    names: /Liquor and Cannabis Regulation|liquor regulator|Intoxicating Liquors/,
  },
  { profession: "bank", names: /Guideline B-13|\bFCAC\b|Financial Consumer Agency/ },
  // The CRTC licenses broadcasters as well as telecoms; a broadcaster's own rules are its alone.
  { profession: "telecom", also: ["broadcaster"], names: /\bCRTC\b/ },
  {
    profession: "broadcaster",
    names: /Radio Regulations|Television Broadcasting Regulations|Broadcast Standards Council/,
  },
  { profession: "airline", also: ["air-taxi"], names: /Air Passenger Protection/ },
  // A freight broker's licences are its own; a carrier's hours and safety rating never are.
  {
    profession: "freight-broker",
    names: /broker authority|BMC-84|intermediary in freight transportation/,
  },
  { profession: "air-taxi", names: /Subpart 703/ },
  {
    profession: "security-guard",
    names:
      /Private Security and Investigative Services Act|Security Services (?:and Investigators )?Act|Private Investigators and (?:Security|Private) Guards|sécurité privée/,
  },
  // An arts charity is a registered charity too: its society act and the CRA's rules are its own.
  {
    profession: "nonprofit",
    also: ["performing-arts"],
    names: /Societies Act|Canada Revenue Agency's rules for charities/,
  },
  {
    profession: "performing-arts",
    names: /Canadian Federation of Musicians|Union des artistes|Canadian Actors' Equity/,
  },
  { profession: "agri-coop", names: /Canada Grain Act|Canadian Grain Commission/ },
  { profession: "energy-services", names: /Occupational Health and Safety Act and Code/ },
  { profession: "property-management", names: /\bCMRAO\b|Condominium Authority Tribunal/ },
  // Quebec's access act reaches an IT provider through its public clients, and governs a municipality.
  {
    profession: "managed-it",
    also: ["municipality"],
    names: /access to documents held by public bodies/,
  },
  {
    profession: "municipality",
    names: /Municipal Act, 2001|Community Charter|Municipal Government Act|Cities and Towns Act/,
  },
  { profession: "food-processing", names: /Safe Food for Canadians|Preventive Control Plan/ },
  { profession: "bakery", names: /Food Premises Regulation|Food and Drug Regulations on allergen/ },
  { profession: "land-surveyor", names: /Land Surveyors|arpenteurs-géomètres/ },
  {
    profession: "collection-agency",
    names:
      /licenses collection agencies|Collection and Debt Settlement|collection agencies' permits/,
  },
];

const HEALTH: readonly Profession[] = ["medical", "dental", "allied-health", "care-home"];
const PROVINCIAL_PRIVACY = /\bPIPA\b|Personal Information Protection Act \(|\bLaw 25\b/;
const OTHER_PROVINCES_PRIVACY = /\bPIPA\b|Personal Information Protection Act \(/;
const PROVINCIAL_RIGHTS = /Human Rights Code|Alberta Human Rights Act|Charter of human rights/;
const FEDERAL_LAW = /is federally regulated, so|Canadian Human Rights Act protects/;
/** What only an insurer or a bank answers to: never an insurance brokerage (a life brokerage's FINTRAC aside). */
const INSURER_OR_BANK = /\bOSFI\b|Guideline E-23|reads as an insurer|FINTRAC/;
/** A bank's or lender's work: never a brokerage's, an insurer's or an investment firm's. */
const BANK_WORK =
  /identity and document verification|credit (?:models?|decisioning|underwriting)|\bloans?\b|alongside the scorecard|credit scorecards?|Trulioo|Zest AI/i;
const NO_BANKS: readonly Profession[] = [
  "insurance-broker",
  "insurer",
  "investment",
  "mortgage-broker",
];
/** A federally regulated institution's rules: never a brokerage's or an investment firm's. */
const FEDERAL_INSTITUTION = /\bOSFI\b|Guideline E-23|Guideline B-13/;
const LIFE_INSURANCE = /\blife (?:insurance|and health)\b|\bassurances? (?:de personnes|vie)\b/i;
/** A prudential examiner's words, for a body outside finance (a safety regulator, a council). */
const EXAMINER_WORDS = /published on AI, models and outsourcing/;
/** Design software shows no profession: engineers, architects and builders all use it. */
const SOFTWARE_AS_PROFESSION = /shown by its use of (?:AutoCAD|Revit|Civil 3D|SketchUp|ArchiCAD)/;

/** Another line of work's words, held against the profession the answers show first. */
const OTHER_WORK: { profession: Profession; rule: string; words: RegExp }[] = [
  {
    profession: "dental",
    rule: "hospital words for a dental practice",
    words: /discharg|hospital|\bNHS\b|routed to a nurse|third next available|fee codes|remittance/i,
  },
  {
    profession: "design-engineering",
    rule: "management-consulting words for an engineering firm",
    words: /bench time|consultant's hours|per consultant|advisory firm|\bLilli\b|Harvey/i,
  },
  {
    profession: "trucking",
    rule: "construction bid for a carrier's load tender",
    words: /Speed up tenders and estimates|Chief Estimator/,
  },
  {
    profession: "freight-broker",
    rule: "a carrier's drivers, trucks or federal regime for a freight broker",
    words:
      /drivers' logs|telematics|hours[- ]of[- ]service|electronic logging|fuel[- ]cards?|National Safety Code|Canada Labour Code|federally regulated undertaking|Fleet Manager|Driver Manager/i,
  },
  {
    profession: "accounting",
    rule: "management-consulting words for an accounting practice",
    words: /bench time|consultant's hours|per consultant|ten consultants|\bLilli\b|Harvey/i,
  },
  {
    profession: "nonprofit",
    rule: "a business's margin or consumer marketing for a charity",
    words: /gross margin|line of business|Anti-Spam Legislation/i,
  },
  {
    profession: "performing-arts",
    rule: "a social-services charity's or a business's words for an arts organisation",
    words:
      /gross margin|line of business|clients' case notes|settlement charity|Kids Help Phone|Trevor Project|prospect lists/i,
  },
  {
    profession: "agri-coop",
    rule: "consumer-retail words for an agricultural co-operative",
    words: /Morrisons|Starbucks|Walmart|\bapparel\b|\bshoppers?\b|Merchandise Planning/i,
  },
  {
    profession: "energy-services",
    rule: "an office consultancy's example for an oilfield company",
    words: /consultants using GPT-4|Klarna|Unilever/,
  },
  {
    profession: "land-surveyor",
    rule: "an engineering firm's words for a land surveyor",
    words:
      /Engineers and Geoscientists|\bAPEGA\b|engineers?-in-training|Principal Engineer|for the engineer to|Fundamentals of Engineering|EPFL/i,
  },
  {
    profession: "collection-agency",
    rule: "a lender's or bank's words for a collection agency",
    words:
      /\bloans?\b|loan origination|credit (?:models?|scorecards?)|applicants|\bOSFI\b|FINTRAC|BC Financial Services Authority|finance and insurance/i,
  },
  {
    profession: "recreation",
    rule: "a hotel's words for a golf course or recreation club",
    words:
      /RevPAR|nightly|room nights|average daily rate|a hotel or lodge|accommodation and food services/i,
  },
  {
    profession: "roofer",
    rule: "an office consultancy's example for a roofing contractor",
    words: /consultants using GPT-4|Klarna|Unilever/,
  },
  {
    profession: "first-nation",
    rule: "the Nation treated as an outside party",
    words: /agree its use with their representatives|acts only defensively/,
  },
];
const NURSE = /\bto a nurse\b|\bNursing Lead\b/i;
const RESTAURANT_WORDS =
  /\b(?:kitchens?|diners?|drive-thru|(?:forecast|actual) covers|menus?|restaurants?)\b/i;
const NAMED_COLLEGE = /\bCollege of\b|\bCollège des\b|\bOrdre des\b/;
const SHIPPING_STATED = /\bship(?:s|ped|ping)?\b|\bexpédi/i;

/** A province's workplace law, which a federally regulated undertaking's workplace is not under. */
const PROVINCIAL_WORKPLACE =
  /WorkSafeBC|Employment Standards (?:Act|Code)|Act respecting labour standards|Occupational Health and Safety (?:Act|Regulation)|Workplace Safety and Health Act|\bCNESST\b|joint health and safety committee/;
/** US state and city laws, each with the places in the answers that bring it. */
const US_PLACE_LAWS: { law: RegExp; places: RegExp }[] = [
  { law: /Colorado's AI Act/, places: /\b(?:Colorado|Denver|Boulder)\b/ },
  { law: /Local Law 144/, places: /\b(?:New York City|NYC|Manhattan|Brooklyn|Queens)\b/ },
];
/** The EU's own laws, which only people in Europe bring (never "global" or "worldwide" alone). */
const EU_LAW = /\bEU AI Act\b|\bGDPR\b|\bRGPD\b/;
/** Europe, the EU or a member state in the answers' own words. */
const EUROPE_NAMED =
  /\b(?:Europe|European|européens?|européennes?|European Union|EU|UE|Union européenne|Ireland|Irlande|Germany|Allemagne|France|Netherlands|Pays-Bas|Spain|Espagne|Italy|Italie|Belgium|Belgique|Portugal|Austria|Autriche|Sweden|Suède|Denmark|Danemark|Finland|Finlande|Poland|Pologne|Luxembourg|Greece|Grèce)\b/;
/** A carrier's own words taking its trucks across a border: the US, a US state, "cross-border". */
const ACROSS_BORDER =
  /\b(?:Washington|Oregon|Idaho|Montana|the US|United States|cross-border|interprovincial|long-haul)\b|États-Unis|transfrontali/i;
/** The same, from BC: the provinces beyond it. */
const BEYOND_BC = /\b(?:Alberta|Saskatchewan|Manitoba|Ontario)\b/;
/** A rule's headcount threshold left as a condition. */
const HEDGED_THRESHOLD = /if you employ 25 or more|requires employers with 25 or more employees/i;

/** The text with the executive's quoted words left out: they may name anything. */
const ownProse = (text: string) => text.replace(/“[^”]*”/g, "“”");

export function regulatorViolations(
  ctx: Context,
  prose: readonly { path: string; text: string }[],
): Violation[] {
  const found: Violation[] = [];
  const flag = (rule: string, detail: string) => found.push({ rule, detail });
  const governing = governingOf(ctx);
  const shown = new Set(ctx.professions.map((e) => e.profession));
  // An LLP whose profession nothing shows is held to its law society or CPA body, as it says.
  const partnership = !governing.length && /\bLLP\b/i.test(ctx.company);
  const signals = riskSignals(ctx);
  const federal = signals.federal;
  const quebec = signals.jurisdiction.province === "QC";
  const broker =
    signals.financialKind === "insurance-broker" && !LIFE_INSURANCE.test(signals.ownWords);
  const carrierInProvince = governing[0] === "trucking" && !federal;
  const winery = governing.includes("alcohol-producer") && !shown.has("restaurant");
  const placed = [ctx.otherChallenge, ctx.friction, ctx.experience, ctx.answers.customLocation]
    .filter(Boolean)
    .join(" ");
  // The executive's own naming of the law ("our GDPR obligations") is answered, not flagged.
  const inEurope =
    ctx.answers.companyMarkets === "europe" || EUROPE_NAMED.test(placed) || EU_LAW.test(placed);
  // The band settles a threshold of 25 unless it straddles it (11 – 50) and no headcount is stated.
  const headcountKnown = ctx.answers.companyEmployees !== "11-50" || headcountInBand(ctx.answers);
  const texts = prose
    .filter(({ path }) => !/familyStrategies/.test(path))
    .map(({ path, text }) => ({ path, text: ownProse(text) }));

  for (const { path, text } of texts) {
    for (const { profession, also, names } of ONLY_FOR) {
      if (governing.includes(profession) || also?.some((p) => governing.includes(p))) continue;
      if (partnership && (profession === "legal" || profession === "accounting")) continue;
      const match = text.match(names);
      if (match) flag("regulator of a profession the answers do not show", `${path}: ${match[0]}`);
    }
    const nurse = !governing.some((p) => p === "medical" || p === "care-home") && text.match(NURSE);
    if (nurse) flag("nurse for a practice without nurses", `${path}: ${nurse[0]}`);
    // Quebec applies Law 25 to businesses there, federal or not: only another province's act is wrong.
    const provincial = federal && text.match(quebec ? OTHER_PROVINCES_PRIVACY : PROVINCIAL_PRIVACY);
    if (provincial)
      flag(
        "provincial privacy act for a federally regulated business",
        `${path}: ${provincial[0]}`,
      );
    const rights = federal && text.match(PROVINCIAL_RIGHTS);
    if (rights)
      flag(
        "provincial human rights law for a federally regulated business",
        `${path}: ${rights[0]}`,
      );
    const onlyPipeda = quebec && text.match(/PIPEDA is the rule/);
    if (onlyPipeda)
      flag("PIPEDA called the only rule for a business in Quebec", `${path}: ${onlyPipeda[0]}`);
    const insurer = broker && text.match(INSURER_OR_BANK);
    if (insurer)
      flag("an insurer's or bank's rules for an insurance brokerage", `${path}: ${insurer[0]}`);
    const bankWork = NO_BANKS.includes(governing[0]) && text.match(BANK_WORK);
    if (bankWork)
      flag("a bank's work for a financial firm that is no bank", `${path}: ${bankWork[0]}`);
    const institution =
      (governing[0] === "investment" || governing[0] === "mortgage-broker") &&
      text.match(FEDERAL_INSTITUTION);
    if (institution)
      flag(
        "a federal institution's rules for an investment firm or mortgage brokerage",
        `${path}: ${institution[0]}`,
      );
    const examiner = ctx.industry !== "financial-services" && text.match(EXAMINER_WORDS);
    if (examiner) flag("examiner wording for a body outside finance", `${path}: ${examiner[0]}`);
    const software = governing.includes("design-engineering") && text.match(SOFTWARE_AS_PROFESSION);
    if (software) flag("profession read from design software", `${path}: ${software[0]}`);
    const federalLaw = carrierInProvince && text.match(FEDERAL_LAW);
    if (federalLaw)
      flag("federal law for a carrier within one province", `${path}: ${federalLaw[0]}`);
    const workplace = federal && text.match(PROVINCIAL_WORKPLACE);
    if (workplace)
      flag(
        "provincial workplace law for a federally regulated business",
        `${path}: ${workplace[0]}`,
      );
    for (const { law, places } of US_PLACE_LAWS) {
      const cited = !places.test(placed) && text.match(law);
      if (cited)
        flag("US state or city law where the answers place no one", `${path}: ${cited[0]}`);
    }
    const eu = !inEurope && text.match(EU_LAW);
    if (eu) flag("EU law where the answers place no one in Europe", `${path}: ${eu[0]}`);
    const hedged = headcountKnown && text.match(HEDGED_THRESHOLD);
    if (hedged) flag("threshold hedged for a known headcount", `${path}: ${hedged[0]}`);
    for (const { profession, rule, words } of OTHER_WORK) {
      const match = governing[0] === profession && text.match(words);
      if (match) flag(rule, `${path}: ${match[0]}`);
    }
    const restaurant = winery && text.match(RESTAURANT_WORDS);
    if (restaurant) flag("restaurant words for a winery", `${path}: ${restaurant[0]}`);
    const college =
      ctx.industry === "healthcare" &&
      !governing.some((p) => HEALTH.includes(p)) &&
      text.match(NAMED_COLLEGE);
    if (college) flag("college named without a profession", `${path}: ${college[0]}`);
  }

  if (governing[0] === "first-nation" && !texts.some((t) => /Chief and Council/.test(t.text)))
    flag("the Nation's approval missing", "no section names Chief and Council");
  const said = [ctx.otherChallenge, ctx.friction, ctx.experience].join(" ");
  const crossing =
    governing[0] === "trucking" &&
    (ACROSS_BORDER.test(said) || (signals.jurisdiction.province === "BC" && BEYOND_BC.test(said)));
  if (crossing && !texts.some((t) => /federally regulated undertaking/.test(t.text)))
    flag(
      "carrier crossing borders held to provincial law",
      "its words take its trucks beyond its province and no section calls it federally regulated",
    );
  // A carrier whose trucks cross into the United States files each crossing's data ahead (#34, r19).
  if (
    governing[0] === "trucking" &&
    signals.intoUnitedStates &&
    !texts.some((t) => /eManifest/.test(t.text))
  )
    flag(
      "carrier crossing into the US without its border filings",
      "its runs cross into the United States and no section names the CBSA's eManifest",
    );
  if (winery) {
    const all = texts.map((t) => t.text).join("\n");
    if (!/liquor/i.test(all)) flag("winery without liquor law", "no section names liquor law");
    const words = [ctx.otherChallenge, ctx.friction, ctx.experience].join(" ");
    if (SHIPPING_STATED.test(words) && !/Intoxicating Liquors|direct delivery/.test(all))
      flag("shipping stated, shipping rules missing", "no section names the shipping rules");
  }
  found.push(...regimeViolations(ctx, texts));
  return found;
}
