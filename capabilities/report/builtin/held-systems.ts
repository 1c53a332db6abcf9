import { labelOf, platformOptions } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import {
  PLATFORM_FUNCTIONS,
  systemFunctions,
  type SystemFunction,
} from "@/capabilities/report/content/system-functions";
import { knownSystems, namedSystems, withoutLeft } from "@/capabilities/report/content/systems";
import { doesApplication } from "@/capabilities/report/content/tool-work";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import type {
  CatalogueTool,
  ChallengeApplication,
  EnterprisePlatform,
  SystemRef,
} from "@/capabilities/report/content/types";
import { withoutPeople } from "./people-in-systems";
import { oncePer } from "./once";
import { productsPattern } from "./product-name";
import { escapeRegExp } from "@/platform/regexp";
import { unusedFeaturesOf } from "./unused-features";

/**
 * The systems the company runs, each with what it does (content/system-functions.ts): the
 * items of the systems answer ("Verafin for AML and fraud alerts", "a separate loan origination
 * system for ag lending"), the known systems named anywhere and the platforms ticked. Paper is
 * no system. What a system does decides what it holds, what it already is (no tool of its
 * category is sold beside it) and whether there is a vendor to ask about its AI.
 */
export interface HeldSystem {
  /** How the report names it: the product as written, or the executive's words for an unnamed one. */
  name: string;
  /** The product's name, when the words give one. */
  product: string | null;
  functions: readonly SystemFunction[];
  /** The known system or platform it is, when the report knows it. */
  ref?: SystemRef;
  /** From the systems answer (not a platform ticked, nor a system named in another answer). */
  listed: boolean;
  /** The feature a pilot's work asks its vendor for by name ("dynamic tee-time pricing"). */
  feature?: string;
  /**
   * Features the words say the company owns and has not used ("have never used its automation
   * features"): switched on and measured before anything new is proposed for that work.
   */
  unused?: { features: string; quote: string };
}

/** Words naming a system without a product ("a separate loan origination system"). */
const SYSTEM_NOUN =
  /\b(?:system|software|platform|database|app|portal|tool|spreadsheets?|logiciel|base de données)\b/i;
/** Where what a system is for begins: "Verafin for AML", "Jobber (quotes)", "Acomba pour…". */
const PURPOSE = /\s+(?:for|pour|used for|to handle)\s+|\s*[:–—]\s+|\s+-\s+/i;
const ARTICLE = /^(?:a|an|the|our|my|un|une|le|la|les|notre|nos)\s+/i;
const LEAD_IN = /^(?:we(?:'re| are)?\s+(?:use|run|have|on|work (?:in|with))|nous utilisons)\s+/i;

const matches = (f: SystemFunction, text: string) =>
  f.words.test(text) || (f.acronyms?.test(text) ?? false);
const functionsIn = (text: string) => systemFunctions.filter((f) => matches(f, text));
const functionsById = (ids: readonly string[]) => systemFunctions.filter((f) => ids.includes(f.id));

/**
 * The work first and its product last: "Facturation et gestion des abonnés dans Azotel",
 * "billing in Azotel" (review r23: "Facturation" read as a product). Said product first.
 */
const WORK_IN =
  /^(\p{Ll}.*?|\p{Lu}[\p{Ll}-]+(?:\s+\p{Ll}.*?)?)\s+(?:dans|avec|sur|in|on|with|via)\s+(\p{Lu}[\p{L}\d.]*(?:\s+\p{Lu}[\p{L}\d.]*){0,2})$/u;
export const productFirst = (item: string): string => {
  const m = WORK_IN.exec(item);
  return m ? `${m[2]} pour ${m[1]}` : item;
};

/** A list item that is only a number ("EDI 204, 990 and 214"): part of the item before it, no product. */
export const NUMBER_ONLY = /^\d[\d\s.,-]*$/;

/** The list items of the systems answer: commas inside brackets stay with their item. */
const itemsOf = (text: string): string[] =>
  text
    .split(/[;\n]|(?<=[.!?])\s+|,(?![^()]*\))/)
    .map((item) =>
      productFirst(
        item
          .trim()
          .replace(/[.!?]+$/, "")
          .replace(LEAD_IN, ""),
      ),
    )
    .filter(Boolean);

/** "AI after-hours phone answering service": AI says what it is, it names no product (review r25). */
/**
 * Words that name a kind of system or a kind of work, not a product (review r26: "IntelliDealer is
 * our DMS", "Warranty claims … go through the dealer portal", "the GL runs on Sage 300"), and
 * words that only open a sentence (review r27: "Most orders go through our wholesaler's portal",
 * "Sage 300 Construction and Real Estate").
 */
const NOT_A_PRODUCT =
  /^(?:AI|IA|A\.I\.|DMS|CRM|ERP|GL|TMS|POS|EMR|EHR|HRIS|ATS|LMS|WMS|MRP|AP|AR|Warranty|Payroll|Accounting|Inventory|Scheduling|Billing|Invoicing|Parts|Service|Sales|Real Estate|Most|Many|Some|All|Each|Every|Few|Several|Other|Any|Nearly|Almost|About|Our|The|We|They|Nos|Nous|La|Le|Les)$/;

/** A form's code ("T1, T2 and T3 returns"), or people ("Our RNs"): no product. */
const FORM_OR_PEOPLE = /^(?:[A-Z]\d{1,2}|(?:Our|My|Their|Nos|Notre|Mes)\s.*)$/u;

/** Whether capitalised words name a product, not a kind of system, a form or a sentence's opening. */
export const namesAProduct = (name: string): boolean =>
  name.length > 1 && !NOT_A_PRODUCT.test(name) && !FORM_OR_PEOPLE.test(name);

/** The products a part of an item's head names, without a leading word that says what it is ("Core banking"). */
function productsIn(part: string): string[] {
  const named = [...part.matchAll(productsPattern())].map((m) => m[0].trim()).filter(namesAProduct);
  // "Core banking hosted by Celero": a capital that only starts the words for a function.
  const phrase = functionsIn(part)
    .map((f) => f.words.exec(part))
    .find((m) => m?.index === 0)?.[0];
  const lead = phrase && named[0] && part.startsWith(named[0]) && phrase.length > named[0].length;
  return lead ? named.slice(1) : named;
}

/** The other answers, where a product listed bare is said to be used for something. */
const PROSE_FIELDS = ["aiExperience", "aiFriction", "otherChallenge"] as const;

/**
 * What another answer says a product listed bare is for: "Verafin" listed, and "our risk team
 * has used Verafin for fraud and AML monitoring since 2021" in the experience answer.
 */
function statedFunctions(product: string, answers: AssessmentInput): SystemFunction[] {
  const used = new RegExp(
    `\\b${escapeRegExp(product)}\\s+(?:for|pour|to handle|to run)\\s+([^.;!?]{3,80})`,
    "i",
  );
  return PROSE_FIELDS.flatMap((field) => {
    const purpose = used.exec(answers[field] ?? "")?.[1];
    return purpose ? functionsIn(purpose).filter((f) => !f.paper) : [];
  });
}

/**
 * An unnamed system in a few words: the item's head, or in a long one the words that end on the
 * system ("Warranty claims and parts orders go through the manufacturer's dealer portal" -> "the
 * manufacturer's dealer portal").
 */
function unnamedSystem(head: string): string {
  const bare = head.replace(ARTICLE, "");
  if (bare.split(/\s+/).length <= 5) return bare;
  const named = new RegExp(
    `((?:[\\p{L}'’-]+\\s+){0,3}?${SYSTEM_NOUN.source.replace(/^\\b/, "")})`,
    "iu",
  ).exec(bare);
  return named ? named[1]!.replace(/^(?:the|our|a|an)\s+/iu, "") : bare;
}

function listedSystems(text: string, answers: AssessmentInput): HeldSystem[] {
  const held: HeldSystem[] = [];
  for (const item of itemsOf(text)) {
    const functions = functionsIn(item);
    if (functions.some((f) => f.paper)) continue;
    const bare = item.replace(/\([^)]*\)/g, " ");
    const head = bare.split(PURPOSE)[0]!.trim();
    // What the item says it is for is every product's it names: "myLTSA and Juricert for filings".
    const purpose = functionsIn(
      item.slice(head.length).concat(...(item.match(/\([^)]*\)/g) ?? [])),
    );
    const parts = head.split(/\s+(?:and|&|et)\s+|\s*\/\s*/).filter((p) => !NUMBER_ONLY.test(p));
    const products = parts.flatMap((part) =>
      productsIn(part).map((product) => ({ product, own: functionsIn(part) })),
    );
    for (const { product, own } of products) {
      const known = knownSystems.find(
        (s) => s.pattern.test(product) || ("loose" in s && s.loose.test(product)),
      );
      const category = known ? functionsIn(known.category) : [];
      // A calendar or a spreadsheet is that, whatever the item says it is used for.
      const general = functionsIn(product).filter((f) => f.generalPurpose);
      const said = [...new Set([...own, ...purpose, ...category])];
      held.push({
        name: product,
        product,
        functions: general.length
          ? general
          : said.length
            ? said
            : statedFunctions(product, answers),
        ...(known ? { ref: known.id } : {}),
        listed: true,
      });
    }
    // An unnamed system is named in the executive's words; a fragment of a list is no system.
    if (!products.length && SYSTEM_NOUN.test(item))
      held.push({
        name: `the ${unnamedSystem(head)}`,
        product: null,
        functions,
        listed: true,
      });
    // A description cut off by a comma ("…for the website, online obituaries") belongs to the item before.
    if (!products.length && !SYSTEM_NOUN.test(item) && held.length && functions.length) {
      const last = held[held.length - 1]!;
      held[held.length - 1] = {
        ...last,
        functions: [...new Set([...last.functions, ...functions])],
      };
    }
  }
  return held;
}

/** Every system the company runs, the systems answer's items first, each once, with what it leaves unused. */
export const heldSystems = oncePer((answers: AssessmentInput): HeldSystem[] =>
  heldAsNamed(answers).map((system) => {
    const unused = unusedFeaturesOf(system, answers);
    return unused ? { ...system, unused } : system;
  }),
);

function heldAsNamed(answers: AssessmentInput): HeldSystem[] {
  const held = listedSystems(withoutLeft(withoutPeople(answers.otherPlatforms ?? "")), answers);
  for (const system of namedSystems(answers))
    if (!held.some((h) => h.ref === system.id))
      held.push({
        name: system.name,
        product: system.name,
        functions: functionsIn(system.category),
        ref: system.id,
        listed: false,
      });
  for (const platform of (answers.enterprisePlatforms ?? []).filter((p) => p !== "none"))
    held.push({
      name: labelOf(platformOptions, platform),
      product: labelOf(platformOptions, platform),
      functions: functionsById(PLATFORM_FUNCTIONS[platform as EnterprisePlatform] ?? []),
      ref: platform as EnterprisePlatform,
      listed: false,
    });
  return held;
}

/** The tool is the held system, or its own AI: "Power BI Copilot" for "Power BI", Clio for Clio. */
function isItsOwn(tool: CatalogueTool, system: HeldSystem): boolean {
  if (system.ref && (tool.system === system.ref || tool.nativeTo === system.ref)) return true;
  const product = system.product?.toLowerCase();
  const name = tool.name.toLowerCase();
  return !!product && (name.startsWith(product) || product.startsWith(name));
}

/**
 * The system the company runs that already is this kind of tool (PCLaw for a practice-management
 * tool, a fraud-alert system for a fraud tool), when the tool is not that system or its AI.
 */
export function occupiedBy(tool: CatalogueTool, answers: AssessmentInput): HeldSystem | undefined {
  const held = heldSystems(answers);
  // The AI of any system it runs is its own, beside another of the kind (SAP's and NetSuite's).
  if (held.some((s) => isItsOwn(tool, s))) return undefined;
  return held.find(
    (s) =>
      s.functions.some((f) => f.occupies.includes(tool.category)) ||
      (tool.category === AUTOMATION && /automation|workflows/.test(s.unused?.features ?? "")),
  );
}

/**
 * The catalogue's category for tools that automate work between systems: a system whose own
 * automation the company owns and has not used is that tool already, until it is switched on.
 */
const AUTOMATION = "Workflow automation";

/** The held systems that already are one of these categories of tool, first first. */
export const systemsBeing = (categories: readonly string[], answers: AssessmentInput) =>
  heldSystems(answers).filter((s) =>
    s.functions.some((f) => f.occupies.some((c) => categories.includes(c))),
  );

/** The products of the systems answer whose vendor can be asked about AI: no paper, no public portal. */
export const vendorsToAsk = (answers: AssessmentInput): string[] =>
  heldSystems(answers)
    .filter((s) => s.listed && s.product && !s.functions.some((f) => f.noVendor))
    .map((s) => s.product!);

/**
 * The systems that hold what a pilot's dependency names at its `{system}` ("lead sources tracked
 * in {system}": the CRM; "fraud … cases … in {system}": the fraud-alert system), by what each
 * system does; none when the company names no system that keeps it.
 */
export function holdersOf(dependsOn: string, answers: AssessmentInput): string[] {
  const clause =
    dependsOn.split(/,\s+(?:and|with)\s+|;\s+/).find((c) => c.includes("{system}")) ?? dependsOn;
  const kinds = systemFunctions.filter((f) => f.holds?.test(clause.replace("{system}", "")));
  return heldSystems(answers)
    .filter((s) => s.functions.some((f) => kinds.includes(f)))
    .map((s) => s.name);
}

/**
 * The system the company runs that already does a pilot's work: the kind of tool the challenge
 * names first for the application (its list order decides the kind) is what the system is.
 * Verafin scores the transactions, so no fraud model is sold beside it. A system with a
 * catalogue entry of its own (7shifts) is named through that entry instead.
 */
export function systemDoing(
  answers: AssessmentInput,
  toolNames: readonly string[],
  app: ChallengeApplication,
): HeldSystem | undefined {
  const first = toolNames
    .map((name) => findTool(name))
    .find((t): t is CatalogueTool => t !== undefined && doesApplication(t, app));
  if (!first) return undefined;
  const held = heldSystems(answers).find(
    (s) =>
      s.functions.some((f) => f.occupies.includes(first.category)) &&
      !toolCatalogue.some((t) => isItsOwn(t, s)),
  );
  return held && withFeature(held, app.application);
}

/** The system with the feature the work asks its vendor for by name, when its function names one. */
export function withFeature(system: HeldSystem, work: string): HeldSystem {
  const feature = system.functions
    .flatMap((f) => f.asks ?? [])
    .find((a) => a.work.test(work))?.feature;
  return feature ? { ...system, feature } : system;
}
