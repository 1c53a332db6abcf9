import { CARRIES, FOOD, IMPORTS, MAKES } from "./food-words";
import { FOR_CUSTOMERS } from "./customer-words";
import type { Profession } from "./types";
import { foodExportOf } from "./risks-food-export";
import { regulatorOf } from "./regulators";
import { sentenceWith, type RiskEntry, type RiskSignals } from "./risks-types";

/**
 * A business whose own words show it imports, makes, packs, labels, exports or carries food meets
 * the Canadian Food Inspection Agency's Safe Food for Canadians Regulations: a licence to import,
 * or to make, pack or label food that crosses a provincial or national border, with preventive
 * controls, traceability records and labels that meet the rules (a carrier meets them through the
 * temperature and sanitation conditions its shippers' plans set). What AI drafts about those
 * foods (labels, translations, allergens) is checked by a person. Left to the sector's own rules
 * where they already name the Regulations.
 */

/** The food trade the words show, and how the "why" sentence says so ("You wrote “…”"). */
type FoodTrade = { said: string; kind: "imports" | "makes" | "carries" };

/** Kinds of business whose words about food plants name where their people work, for clients. */
const SERVES_FOOD_MAKERS: readonly Profession[] = [
  "staffing-agency",
  "cleaning-contractor",
  "security-guard",
];

const MADE = new RegExp(
  `${MAKES.source}[^.;]*${FOOD.source}|${FOOD.source}[^.;]*${MAKES.source}`,
  "i",
);

/**
 * The sentences where making food is the company's own work, not its customers': "placing about
 * 600 warehouse, food processing and light industrial workers" or "we supply food processors"
 * name the clients' plants (customer-words.ts).
 */
function ownFoodWork(text: string): string {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => {
      const at = new RegExp(MADE.source, "i").exec(sentence)?.index;
      return at === undefined || !FOR_CUSTOMERS.test(sentence.slice(0, at));
    })
    .join("\n");
}

/** The executive's sentence showing the company's food trade, for a food business, or null. */
function foodTradeOf(s: RiskSignals): FoodTrade | null {
  if (s.jurisdiction.country !== "Canada") return null;
  if (/Safe Food for Canadians/.test(regulatorOf(s)?.name ?? "")) return null;
  // The company's name is no sentence to quote: "Fundy Reefer Transport Inc." is said as a name.
  const text = s.ownWords
    .split("\n")
    .filter((line) => line !== s.company)
    .join("\n");
  const carried = sentenceWith(text, CARRIES);
  if (carried) return { said: `You wrote “${carried}”`, kind: "carries" };
  if (CARRIES.test(s.company)) return { said: `${s.company}'s name says it`, kind: "carries" };
  if (!FOOD.test(text)) return null;
  const imported = sentenceWith(text, IMPORTS);
  if (imported) return { said: `You wrote “${imported}”`, kind: "imports" };
  // A company that places, cleans for or guards food plants makes no food: the plants are its clients.
  if (s.professions.some((p) => SERVES_FOOD_MAKERS.includes(p))) return null;
  const made = sentenceWith(ownFoodWork(text), MADE);
  // Food made for export has its labels checked against each market's rules (risks-food-export.ts).
  if (!made || foodExportOf(s)) return null;
  return { said: `You wrote “${made}”`, kind: "makes" };
}

const RISK: Record<FoodTrade["kind"], (company: string) => string> = {
  imports: (c) =>
    `An AI-drafted label, product description or allergen statement for food ${c} imports is wrong, or its import and traceability records are left to a tool no one checks.`,
  makes: (c) =>
    `An AI-drafted or AI-translated label, product sheet or allergen statement for food ${c} makes is wrong, or its preventive control and traceability records are left to a tool no one checks.`,
  carries: (c) =>
    `An AI tool that plans or dispatches ${c}'s loads drops a shipper's temperature or sanitation condition for food, or the temperature records a claim depends on are left to a tool no one checks.`,
};

const MITIGATION: Record<FoodTrade["kind"], string> = {
  imports:
    "Have a person check every AI-drafted label, product description and allergen statement for imported food against the product and its supplier's documents before use, and keep the import and traceability records the Safe Food for Canadians Regulations require complete, whatever AI helps with.",
  makes:
    "Have a person check every AI-drafted or AI-translated label, product sheet and allergen statement against the product and the CFIA's labelling requirements before use, and keep the preventive control plan and traceability records the Safe Food for Canadians Regulations require complete, whatever AI helps with.",
  carries:
    "Keep each shipper's temperature and sanitation conditions as rules every AI-planned load must meet, have a person confirm them before dispatch, and keep the temperature records of every food load complete, whatever AI helps with.",
};

const WHY: Record<FoodTrade["kind"], string> = {
  imports:
    "a business that imports food into Canada needs a licence from the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations, which also require traceability records",
  makes:
    "a business that makes, packs or labels food sent across a provincial or national border needs a licence from the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations, which also require a preventive control plan, traceability records and labels that meet the rules",
  carries:
    "food carried between provinces or across the border is regulated by the Canadian Food Inspection Agency (CFIA) under the Safe Food for Canadians Regulations, and the shippers' preventive control plans set the temperature and sanitation conditions its transport must meet",
};

export const FSMA =
  "the US Food and Drug Administration's Sanitary Transportation of Human and Animal Food rule (under the Food Safety Modernization Act, FSMA)";

/** A food carrier the answers show running into the United States. */
const crossesWithFood = (s: RiskSignals) =>
  s.professions.includes("trucking") && s.intoUnitedStates === true;

/** Whether this risk speaks for the company's food loads: the border's risk then leaves them to it. */
export const carriesFoodRisk = (s: RiskSignals): boolean => foodTradeOf(s)?.kind === "carries";

/**
 * A carrier's temperature and sanitation duty is one duty under both regimes: in Canada the
 * CFIA's, in the United States FSMA's. Said once, here, naming both (#34).
 */
const inUnitedStates = (s: RiskSignals, kind: FoodTrade["kind"]) =>
  kind === "carries" && crossesWithFood(s);

export const foodImportRisk: RiskEntry = {
  id: "food-import",
  risk: (s) => RISK[foodTradeOf(s)!.kind](s.company),
  mitigation: (s) =>
    inUnitedStates(s, foodTradeOf(s)!.kind)
      ? MITIGATION.carries.replace(
          ", whatever AI helps with.",
          `, with the trailer's cleaning and pre-cooling and the drivers' sanitary transportation training on record for every food load into the United States, as ${FSMA} requires, whatever AI helps with.`,
        )
      : MITIGATION[foodTradeOf(s)!.kind],
  why: (s) =>
    `${foodTradeOf(s)!.said}: ${WHY[foodTradeOf(s)!.kind]}${inUnitedStates(s, foodTradeOf(s)!.kind) ? `; in the United States, ${FSMA} holds the carrier to the same conditions` : ""}.`,
  applies: (s) => foodTradeOf(s) !== null,
  impact: () => "High",
  weight: 86,
  essential: true,
};
