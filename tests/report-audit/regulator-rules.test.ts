import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { regulatorPersonas } from "./regulator-personas";
import { auditDocuments } from "./rules";
import { auditInput } from "./audit-input";
import { persona, rulesWithoutRisks } from "./without-risks";
import { runReportAudit } from "./run";

/** The rules broken once a sentence is added to the persona's executive summary. */
function audit(key: string, sentence: string): string[] {
  const input = auditInput(persona(key));
  const reportData = generateReport(input).reportData;
  const edited = { ...reportData, executiveSummary: `${reportData.executiveSummary} ${sentence}` };
  return auditDocuments(input, { reportData: edited, roadmap: generateRoadmap(input) }).map(
    (v) => v.rule,
  );
}

it.each([
  [
    "dental-group",
    "clinic-group",
    "Check each pilot against the College of Physicians and Surgeons of BC.",
    "regulator of a profession the answers do not show",
  ],
  [
    "dental-group",
    "clinic-group",
    "Claims to MSP are checked before submission.",
    "regulator of a profession the answers do not show",
  ],
  [
    "dental-group",
    "clinic-group",
    "Worrying replies are escalated to a nurse.",
    "nurse for a practice without nurses",
  ],
  [
    "federal-bank",
    "bc-credit-union",
    "British Columbia's Personal Information Protection Act (PIPA) governs its data.",
    "provincial privacy act for a federally regulated business",
  ],
  [
    "okanagan-winery",
    "prince-george-restaurants",
    "Forecasts tell the kitchens what to prep for diners.",
    "restaurant words for a winery",
  ],
  [
    "dental-group",
    "clinic-group",
    "A pilot at an NHS trust cut missed appointments.",
    "hospital words for a dental practice",
  ],
  [
    "structural-engineers",
    "advisory-partnership",
    "Forecast bench time six weeks out.",
    "management-consulting words for an engineering firm",
  ],
  [
    "interprovincial-carrier",
    "bc-carrier",
    "The BC Human Rights Code protects its drivers.",
    "provincial human rights law for a federally regulated business",
  ],
  [
    "bc-carrier",
    "interprovincial-carrier",
    "Northern Haul Trucking is federally regulated, so PIPEDA governs its data.",
    "federal law for a carrier within one province",
  ],
  [
    "interprovincial-carrier",
    "kamloops-contractor",
    "Speed up tenders and estimates with the Chief Estimator.",
    "construction bid for a carrier's load tender",
  ],
  [
    "nation-corporation",
    "kelowna-brokerage",
    "Before AI touches their data, agree its use with their representatives.",
    "the Nation treated as an outside party",
  ],
  [
    "advisory-partnership",
    "kamloops-contractor",
    "Forecast bench time six weeks out.",
    "management-consulting words for an accounting practice",
  ],
  [
    "vancouver-charity",
    "kelowna-brokerage",
    "Measure gross margin on the pilot line.",
    "a business's margin or consumer marketing for a charity",
  ],
  [
    "prairie-grain-coop",
    "calgary-retail",
    "Morrisons forecasts demand for its shoppers.",
    "consumer-retail words for an agricultural co-operative",
  ],
  [
    "nisku-oilfield",
    "kamloops-contractor",
    "Klarna cut its marketing costs.",
    "an office consultancy's example for an oilfield company",
  ],
  [
    "health-unshown",
    "dental-group",
    "Check each pilot against the College of Physicians and Surgeons of BC.",
    "college named without a profession",
  ],
  [
    "cabinet-avocats",
    "mississauga-guards",
    "Check it against Ontario's Private Security and Investigative Services Act, 2005.",
    "regulator of a profession the answers do not show",
  ],
  [
    "mississauga-guards",
    "cabinet-avocats",
    "Check it against the Law Society of Ontario's rules.",
    "regulator of a profession the answers do not show",
  ],
  [
    "coastal-telecom",
    "yukon-floatplanes",
    "Fit it to Subpart 703 of the Canadian Aviation Regulations.",
    "regulator of a profession the answers do not show",
  ],
  [
    "kamloops-insurance-brokers",
    "federal-bank",
    "Its models answer to OSFI's Guideline E-23.",
    "an insurer's or bank's rules for an insurance brokerage",
  ],
  [
    "kamloops-insurance-brokers",
    "bc-credit-union",
    "Report suspicious transactions to FINTRAC.",
    "an insurer's or bank's rules for an insurance brokerage",
  ],
  [
    "prince-george-brokerage",
    "federal-bank",
    "Automated identity and document verification cuts onboarding to hours.",
    "a bank's work for a financial firm that is no bank",
  ],
  [
    "hamilton-mortgage-brokerage",
    "bc-credit-union",
    "Explainable credit models run alongside the scorecard.",
    "a bank's work for a financial firm that is no bank",
  ],
  [
    "montreal-wealth",
    "federal-bank",
    "Its models answer to OSFI's Guideline E-23.",
    "a federal institution's rules for an investment firm or mortgage brokerage",
  ],
  [
    "ucluelet-boat-tours",
    "bc-credit-union",
    "Read what Transport Canada has published on AI, models and outsourcing.",
    "examiner wording for a body outside finance",
  ],
  [
    "structural-engineers",
    "dental-group",
    "It is an engineering firm (shown by its use of AutoCAD and Revit).",
    "profession read from design software",
  ],
  [
    "ingenierie-montreal",
    "structural-engineers",
    "So PIPEDA is the rule its AI use is measured against.",
    "PIPEDA called the only rule for a business in Quebec",
  ],
  [
    "surrey-carrier-words",
    "bc-carrier",
    "WorkSafeBC's Occupational Health and Safety Regulation holds it responsible.",
    "provincial workplace law for a federally regulated business",
  ],
  [
    "kelowna-saas-us-office",
    "kelowna-saas-denver",
    "Colorado's AI Act sets duties for high-risk AI in decisions such as employment.",
    "US state or city law where the answers place no one",
  ],
  [
    "laval-boutique",
    "rive-sud-transfrontalier",
    "If you employ 25 or more people in Quebec, your francization also covers the technology staff use.",
    "threshold hedged for a known headcount",
  ],
])("flags in %s, not in %s: %j", (wrong, right, sentence, rule) => {
  expect(audit(wrong, sentence)).toContain(rule);
  expect(audit(right, sentence)).not.toContain(rule);
});

it("breaks no regulator rule in the regulator personas' own documents", () => {
  for (const { key } of regulatorPersonas) expect([key, audit(key, "")]).toEqual([key, []]);
});

it.each([["surrey-carrier-words"], ["rive-sud-transfrontalier"]])(
  "flags %s, whose words cross a border, once no section calls it federal; never a carrier within BC",
  (key) => {
    const RULE = "carrier crossing borders held to provincial law";
    expect(rulesWithoutRisks(key, /federally regulated undertaking/)).toContain(RULE);
    expect(
      rulesWithoutRisks("bc-carrier", /federally regulated undertaking|provincial law governs/),
    ).not.toContain(RULE);
  },
);

it.each([["surrey-carrier-words"], ["rive-sud-transfrontalier"]])(
  "flags %s, whose trucks cross into the US, once no section names eManifest; never a carrier within BC",
  (key) => {
    const RULE = "carrier crossing into the US without its border filings";
    expect(rulesWithoutRisks(key, /eManifest/)).toContain(RULE);
    expect(rulesWithoutRisks("bc-carrier", /eManifest/)).not.toContain(RULE);
  },
);

it("breaks none of the audit's rules for any regulator persona, its profession read as labelled", () => {
  const { regulatorAudits } = runReportAudit([], [], regulatorPersonas);
  expect(
    regulatorAudits.flatMap((a) =>
      a.violations.map((v) => `${a.persona.key}: ${v.rule}: ${v.detail}`),
    ),
  ).toEqual([]);
});
