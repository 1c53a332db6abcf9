import { lintDocument } from "./lint-document";
import { markdownSeams } from "./lint-references";

/** Seams of reference (#34): machinery given as a reason, words said twice, words pointing at nothing. */

const rulesOf = (strings: { path: string; text: string }[]) =>
  lintDocument(strings).map((f) => f.rule);
const one = (text: string, path = "report.recommendedApplications[0].fit") =>
  rulesOf([{ path, text }]);

describe("evidence: the company's name or the title is never a reason", () => {
  it.each([
    "Based on: Dentrix (a system you named); Clinique Dentaire Laval (your company's name).",
    "Based on: Head Brewer (your title); “we ship to Alberta” (your other challenge).",
    "Prairie Grain Co-op is an agricultural co-operative in Saskatchewan (shown by its name, Prairie Grain Co-op).",
    "Nguyen Veterinary is a veterinary practice (shown by your title, Chief Veterinarian).",
  ])("flags “%s”", (text) => {
    expect(one(text)).toEqual(["evidence"]);
  });

  it("flags an evidence item resting on the company's name or the title", () => {
    expect(
      rulesOf([{ path: "report.recommendedApplications[2].evidence[1].answer", text: "company" }]),
    ).toEqual(["evidence"]);
    expect(rulesOf([{ path: "roadmap.aiApps[0].evidence[0].answer", text: "title" }])).toEqual([
      "evidence",
    ]);
  });

  it.each([
    "Based on: Dentrix (a system you named); Reducing no-shows (a challenge you chose).",
    "Fernie Ridge Brewing makes and sells alcohol in British Columbia (shown by its use of Ekos).",
    "A clinic is shown by your words “our hygienists book recalls by phone”.",
  ])("leaves real evidence alone: “%s”", (text) => {
    expect(one(text)).toEqual([]);
  });

  it("leaves evidence resting on a system or a challenge alone", () => {
    expect(
      rulesOf([{ path: "report.recommendedApplications[0].evidence[0].answer", text: "system" }]),
    ).toEqual([]);
  });
});

describe("doubled: words followed by a quotation of themselves", () => {
  it.each([
    "Already paid for: 12 seats, “12 seats”, as you wrote.",
    "The cost covers three kitchens (“three kitchens”) at one price.",
    "A plan for 40 postes, “40 postes”, au Québec.",
  ])("flags “%s”", (text) => {
    expect(one(text, "report.recommendedApplications[0].cost.assumption")).toEqual(["doubled"]);
  });

  it.each([
    "12 licences (“the twelve of us in the office”, as you wrote) at US$25 per user per month.",
    "Sized to 38 staff (“We are 38 people at peak”, as you wrote).",
    "Measure it as you put it: “time to invoice”.",
  ])("leaves a quotation that adds words alone: “%s”", (text) => {
    expect(one(text, "report.recommendedApplications[0].cost.assumption")).toEqual([]);
  });
});

describe("doubled: one condition said twice in one string", () => {
  it.each([
    "Labelled claims in the practice system; if it needs a new vendor, that vendor passes your privacy review before the pilot starts; if it needs a new vendor, that vendor's privacy review (three months) starts in phase 1.",
    "Each guest's consent is asked before the call is recorded; each guest's consent is asked before the call is recorded again at check-out.",
    "Under the collective agreement, the union is consulted first; under the collective agreement, the union is given 30 days' notice.",
  ])("flags “%s”", (text) => {
    expect(one(text, "report.roadmap.phase2.initiatives[0].dependsOn")).toEqual(["doubled"]);
  });

  it.each([
    "A read-only export from the core system; if it needs a new vendor, that vendor's review (four to six months) starts in phase 1; tools already in place come first.",
    "The union is consulted first; the union's members join the pilot review.",
  ])("leaves distinct clauses alone: “%s”", (text) => {
    expect(one(text, "report.roadmap.phase2.initiatives[0].dependsOn")).toEqual([]);
  });
});

describe("reference: words that point at nothing before them", () => {
  const pair = (primary: string, followup: string) =>
    rulesOf([
      { path: "followUp.q2Primary", text: primary },
      { path: "followUp.q2Followup", text: followup },
    ]);

  it("flags “those systems” after one system, and nothing after none", () => {
    expect(
      pair(
        "You use ChatGPT yourself and Bayview Marina runs on Shopify. Which weekly workflow takes the most effort?",
        "Which of those systems holds the data that workflow needs?",
      ),
    ).toEqual(["reference"]);
    expect(
      pair(
        "You use ChatGPT yourself and Bayview Marina runs on Shopify and QuickBooks. Which weekly workflow takes the most effort?",
        "Which of those systems holds the data that workflow needs?",
      ),
    ).toEqual([]);
  });

  it("flags “those tools” after a single tool", () => {
    expect(
      pair(
        "You use Gemini yourself. Which weekly workflow in Operations takes the most effort, and where could those tools take it on?",
        "Where does the data for that workflow live today?",
      ),
    ).toEqual(["reference"]);
  });

  it("flags “that work” pointing at a quotation of several problems", () => {
    expect(
      pair(
        "You wrote “Diesel went up 30% this year. Two of our drivers retire in June”: which step of that work could ChatGPT take on first?",
        "Does Samsara hold the data that work needs?",
      ),
    ).toEqual(["reference"]);
    expect(
      pair(
        "You wrote “Our dispatchers re-key every load tender from e-mail”: which step of that work could ChatGPT take on first?",
        "Does Samsara hold the data that work needs?",
      ),
    ).toEqual([]);
  });

  it("reads “the ones that work” as no pointer, and a follow-up after its own question", () => {
    expect(one("Pilots stall without a budget to scale the ones that work.")).toEqual([]);
    expect(
      pair(
        "You named “Scheduling crews across three sites” as a priority. Where does it cost you most?",
        "If AI could take one step of that work off your team, which would you choose?",
      ),
    ).toEqual([]);
  });
});

describe("reference: the note about illustrative examples", () => {
  const note =
    '*Prepared from Dana Reyes\'s answers. Published figures are quoted from the sources listed; examples marked "Illustrative example" are typical scenarios, not named cases.*';

  it("flags the note in a report that shows no illustrative example", () => {
    const markdown = `## Landscape\n\n*Example:* Moderna drafts reports. *Source:* Moderna (2024).\n\n---\n\n${note}\n`;
    expect(markdownSeams(markdown).map((f) => f.rule)).toEqual(["reference"]);
  });

  it("keeps it where an example is marked so", () => {
    const markdown = `## Landscape\n\n*Example:* A clinic drafts recalls. *Source:* Illustrative example.\n\n---\n\n${note}\n`;
    expect(markdownSeams(markdown)).toEqual([]);
    const labelled = `## Landscape\n\n*Example (illustrative):* A clinic drafts recalls.\n\n---\n\n${note.replace("Illustrative example", "illustrative")}\n`;
    expect(markdownSeams(labelled)).toEqual([]);
  });
});
