import type { Context } from "@/capabilities/report/builtin/context";
import { governingOf } from "@/capabilities/report/builtin/professions";
import { recommendToolsFor } from "@/capabilities/report/builtin/recommend-tools";
import { riskSignals } from "@/capabilities/report/builtin/risk-signals";
import type { Violation } from "./rules";

/**
 * A sector regime the answers bring in and no section names (issue 34, review r10 class 8): the
 * SFCR for a food processor, and CFIA's export certificates when it says it exports; CSQM 1 for an
 * accounting practice; the province's independent school act for an independent K-12 school;
 * CASL where a recommended tool sends marketing e-mail or texts or the executive's words say the
 * company sends them; PCI DSS where consumers pay by card and a recommended tool works where they
 * pay; the liquor authority of each province a winery or brewery says it ships or sells to. Read
 * from the answers and the recommended tools here, not from the risk rules that name them.
 */

const EXPORT_WORDS = /\bexport\w*|\bexporte\w*|\bcontainers? to\b/i;
const INDEPENDENT = /\b(?:independent|private) schools?\b|\bécoles? privées?\b|\bacademy\b/i;
const MESSAGE_WORDS =
  /\breview requests?\b|\bnewsletters?\b|\binfolettres?\b|\b(?:sms|text) (?:campaigns?|marketing|blasts?)\b|\be-?mail (?:marketing|campaigns?)\b/i;
/** Catalogue categories whose tools send commercial messages. */
const SENDING_CATEGORIES =
  /^(?:Customer data and email marketing|Sales engagement|Sales prospecting|Guest experience platform)$/;
/** Catalogue categories whose tools work where customers pay. */
const PAYING_CATEGORIES =
  /^(?:Point-of-sale AI|Commerce AI|Guest experience platform|Guest messaging AI|Customer service AI)$/;
const CARD_TRADES = ["retail", "food-services", "travel-hospitality-tourism"];
/** A sentence about shipping or selling, and each province's name with its liquor authority. */
const SELLING_WORDS = /\bship\w*|\bsell\w*|\bdeliver\w*|\bexpédi\w*|\bvend\w*|\blivr\w*/i;
const LIQUOR_AUTHORITIES: { code: string; names: RegExp; authority: RegExp }[] = [
  { code: "BC", names: /British Columbia|\bB\.?C\.?\b/, authority: /\bLCRB\b/ },
  { code: "AB", names: /\bAlberta\b/, authority: /\bAGLC\b/ },
  { code: "SK", names: /\bSaskatchewan\b/, authority: /\bSLGA\b/ },
  { code: "MB", names: /\bManitoba\b/, authority: /\bLGCA\b/ },
  { code: "ON", names: /\bOntario\b/, authority: /\bAGCO\b|\bLCBO\b/ },
  { code: "QC", names: /\bQu[eé]bec\b/, authority: /\bRACJ\b|\bSAQ\b/ },
];

export function regimeViolations(
  ctx: Context,
  texts: readonly { path: string; text: string }[],
): Violation[] {
  const found: Violation[] = [];
  const all = texts.map((t) => t.text).join("\n");
  const missing = (rule: string, names: RegExp, detail: string) => {
    if (!names.test(all)) found.push({ rule: `sector regulator missing: ${rule}`, detail });
  };
  const governing = governingOf(ctx);
  const signals = riskSignals(ctx);
  const words = [ctx.otherChallenge, ctx.friction, ctx.experience].join(" ");

  if (governing.includes("food-processing")) {
    missing(
      "the SFCR for a food processor",
      /Safe Food for Canadians/,
      "no section names the SFCR",
    );
    if (EXPORT_WORDS.test(words))
      missing(
        "CFIA's export certificates for a plant that exports",
        /export certificate/,
        "no section names export certificates",
      );
  }
  if (governing.includes("accounting"))
    missing("CSQM 1 for an accounting practice", /\bCSQM 1\b/, "no section names CSQM 1");
  if (signals.k12 && (signals.independentSchool === true || INDEPENDENT.test(signals.ownWords)))
    missing(
      "the independent school act for an independent school",
      /Independent School Act|Private Schools Regulation|private education|independent or private school act|Ontario's Education Act/,
      "no section names the province's independent school act",
    );

  if (governing.includes("alcohol-producer"))
    for (const { code, names, authority } of LIQUOR_AUTHORITIES) {
      const shipsThere = words
        .split(/(?<=[.!?])\s+/)
        .some((sentence) => SELLING_WORDS.test(sentence) && names.test(sentence));
      if (shipsThere && code !== signals.jurisdiction.province)
        missing(
          "the liquor authority of a province shipped to",
          authority,
          `the answers ship to ${code} and no section names its liquor authority`,
        );
    }

  const nonprofit = governing.includes("nonprofit");
  const tools = recommendToolsFor(ctx);
  const sender = tools.find((t) => SENDING_CATEGORIES.test(t.category));
  if (!nonprofit && (sender || MESSAGE_WORDS.test(words)))
    missing(
      "CASL where commercial messages are sent",
      /Anti-Spam Legislation|\bCASL\b/,
      sender ? `${sender.name} is recommended` : "the answers say messages are sent",
    );
  const consumers = ctx.answers.companyBusinessModel !== "b2b";
  const payer = tools.find((t) => PAYING_CATEGORIES.test(t.category));
  if (consumers && CARD_TRADES.includes(ctx.industry) && payer)
    missing(
      "PCI DSS where a tool works where customers pay",
      /PCI DSS/,
      `${payer.name} is recommended`,
    );
  return found;
}
