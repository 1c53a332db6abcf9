import {
  constraintPersonas,
  type ConstraintPersona,
} from "@/tests/report-audit/constraint-personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { runReportAudit } from "@/tests/report-audit/run";
import { restoreTools } from "@/capabilities/report/anthropic/tools";
import { findTool } from "@/capabilities/report/content/tools";
import type { ReportData } from "@/model/documents/report-schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { brokenBy, newYearlySpendCad } from "./constraint-fit";
import { buildContext, type Context } from "./context";
import { monthlyCostCad } from "./cost";
import { leadersOwnWork } from "./union-statements";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Each class of constraint removes what breaks it, or changes it to say how it keeps to it:
 * the same assessment without the statement gets the offending recommendation, with it never.
 */

interface Outcome {
  ctx: Context;
  report: ReportData;
  tools: string[];
  /** Every pilot of the roadmap: its action and what must be agreed first. */
  pilots: string[];
  /** The report's prose, the executive's quoted words and the industry's benchmarks left out. */
  prose: string;
}

function outcome(p: ConstraintPersona, stated: boolean): Outcome {
  const answers = stated ? p.answers : { ...p.answers, [p.field]: undefined };
  const input = auditInput({ ...p, answers });
  const report = generateReport(input).reportData;
  const { phase1, phase2 } = report.roadmap;
  return {
    ctx: buildContext(input),
    report,
    tools: report.recommendedApplications.map((t) => t.name),
    pilots: [phase1, phase2]
      .flatMap((phase) => phase.initiatives ?? [])
      .map((i) => `${i.action} | ${i.dependsOn ?? ""}`),
    prose: JSON.stringify({ ...report, industryBenchmarks: null }).replace(/“[^”]*”/g, ""),
  };
}
const both = (key: string) => {
  const p = constraintPersonas.find((c) => c.key === key)!;
  return { without: outcome(p, false), with: outcome(p, true) };
};
const tool = (name: string) => findTool(name)!;
const yearlyCad = (o: Outcome, name: string) => monthlyCostCad(o.ctx, tool(name))[0] * 12;

it("recording: drops the ambient scribe and drafts visit notes with nobody recorded", () => {
  const { without, with: refused } = both("clinic-no-recording");
  expect(without.tools.filter((t) => tool(t).records)).toEqual(["Tali AI"]);
  expect(without.pilots.join()).toMatch(/Ambient documentation/);
  expect(refused.tools.filter((t) => tool(t).records)).toEqual([]);
  expect(refused.prose).not.toMatch(/\bambient\b|\bscribes?\b|Tali AI/i);
  expect(refused.pilots.join()).toMatch(/Visit notes drafted after each visit .* nobody recorded/);
});

it("data residency: patient messages move from a US-hosted automation tool to one hosted in Canada", () => {
  const { without, with: refused } = both("clinic-no-us-hosting");
  expect(without.pilots.join()).toMatch(/follow-up messages .*\(Zapier\)/);
  expect(refused.tools).not.toContain("Zapier");
  for (const name of refused.tools) expect(tool(name).dataRegions?.length).toBeGreaterThan(0);
  expect(refused.pilots.join()).toMatch(/follow-up messages .*\(Microsoft Power Automate\)/);
});

it("data residency in French: every tool can keep the data in Canada", () => {
  const { without, with: refused } = both("clinique-au-canada");
  expect(without.tools.some((t) => !tool(t).dataRegions?.includes("canada"))).toBe(true);
  for (const name of refused.tools) expect(tool(name).dataRegions).toContain("canada");
});

it("consent: the scribe is kept, asking each patient's consent before anyone is recorded", () => {
  const { without, with: asked } = both("clinic-consent");
  const tali = (o: Outcome) => o.report.recommendedApplications.find((t) => t.name === "Tali AI")!;
  expect(tali(without).useCase).not.toMatch(/consent/);
  expect(tali(asked).useCase).toMatch(/records only people who have agreed/);
  expect(asked.pilots.join()).toMatch(/each person's consent is asked and noted/);
});

it("OCAP: no tool holds a Nation's data outside Canada, and the assistant runs on its own computers", () => {
  const { without, with: held } = both("first-nation-ocap");
  expect(without.tools).toContain("Google Gemini");
  for (const name of held.tools) expect(brokenBy(tool(name), held.ctx)).toBeUndefined();
  expect(held.tools).toContain("Ollama");
  expect(held.prose).not.toMatch(/Google Gemini|Zapier/);
});

it("union stating no procedure: every pilot that changes work is checked with the union, no procedure invented", () => {
  const { without, with: unionised } = both("plant-union");
  expect(without.pilots.some((p) => !/union/.test(p))).toBe(true);
  // The executive's own use of AI is no union member's work: it carries no union condition.
  const members = unionised.pilots.filter((p) => !leadersOwnWork(p.split(" | ")[0]!));
  for (const own of unionised.pilots.filter((p) => !members.includes(p)))
    expect(own).not.toMatch(/\bunion\b/);
  expect(members.length).toBeGreaterThan(0);
  for (const pilot of members) {
    expect(pilot).toMatch(
      /before .* starts, check with the union what the collective agreement requires of it/,
    );
    // "covers any change" states no consultation, notice or agreement: none is restated.
    expect(pilot).not.toMatch(/consulted|notice|agreed to it/);
    // An instruction is quoted, never pasted into the sentence ("before build the ... starts").
    expect(pilot).not.toMatch(/before (?:build|connect|speed|put|turn|make)\b/i);
  }
});

it("union naming its work: consulted on the pilots that touch it, never on others, never quoting a title", () => {
  const input = auditInput({
    answers: makeAnswers({
      companyIndustry: "other",
      companyEmployees: "201-500",
      businessChallenges: [
        "Attracting and retaining talent",
        "Managing costs and protecting margins",
      ],
      otherChallenge:
        "Field tickets and job safety analyses are still on paper and take up to three weeks to reach invoicing.",
      aiFriction:
        "Our field crews are unionised and the union wants to be consulted before any tool touches timesheets or monitoring.",
    }),
  });
  const { phase1, phase2 } = generateReport(input).reportData.roadmap;
  // The roadmap document's recommendation for the field pilot says so too; the others do not.
  const recommendations = generateRoadmap(input).recommendations;
  // The pilot is named by its theme, never by a fragment of the answer ("field tickets").
  expect(recommendations.find((r) => /not on paper/.test(r.title))?.description).toMatch(
    /the union is consulted on the pilot on capturing forms where the work is done before it starts/i,
  );
  expect(recommendations.filter((r) => /union is consulted/.test(r.description))).toHaveLength(1);
  const pilots = [phase1, phase2].flatMap((p) => p.initiatives ?? []);
  const field = pilots.find((p) => /paper form/.test(p.action));
  expect(field?.dependsOn).toMatch(
    /the union is consulted on the pilot on capturing forms where the work is done before it starts/i,
  );
  const others = pilots.filter((p) => !/paper|field|timesheet|monitor/i.test(p.action));
  expect(others.length).toBeGreaterThan(0);
  for (const pilot of others) expect(pilot.dependsOn ?? "").not.toMatch(/union/);
  for (const pilot of pilots) {
    // Quotation marks only around the executive's words: no theme title quoted.
    expect(pilot.dependsOn ?? "").not.toMatch(/“(?!Field tickets)/);
    // The union's words are never the reason given for a pilot.
    expect(pilot.action).not.toContain("the union wants to be consulted");
  }
});

it("lists two rules in the policy in the executive's words, with semicolons, as each may hold commas", () => {
  const input = auditInput({
    answers: makeAnswers({
      aiFriction:
        "Our staff are unionized. There is no budget for new software this year beyond $25,000.",
    }),
  });
  const policy = generateRoadmap(input).quickWins.find((w) => /AI use policy/.test(w.title))!;
  expect(policy.description).toContain(
    "the rules you stated, in your words (“Our staff are unionized”; “There is no budget for new software this year beyond $25,000”)",
  );
});

it("no budget: only AI included in what the company pays for, or free", () => {
  const { without, with: none } = both("retailer-no-budget");
  expect(without.tools).toContain("ChatGPT Business");
  for (const name of none.tools) expect(["included", "free"]).toContain(tool(name).price.kind);
});

it("no budget: nothing proposes a ceiling on new subscriptions, as there are to be none", () => {
  const p = constraintPersonas.find((c) => c.key === "retailer-no-budget")!;
  const said = JSON.stringify({
    ...both("retailer-no-budget").with.report,
    roadmap: generateRoadmap(auditInput(p)),
  });
  expect(said).toContain("“We have no budget for AI this year”");
  expect(said).not.toMatch(/ceiling on new subscriptions/);
});

it("a ceiling in French: no tool costs more than the amount a year", () => {
  const { without, with: capped } = both("cabinet-plafond");
  expect(without.tools.some((name) => yearlyCad(without, name) > 2_000)).toBe(true);
  for (const name of capped.tools) expect(yearlyCad(capped, name)).toBeLessThanOrEqual(2_000);
});

it("a yearly ceiling in C$ caps the new spending of all tools together, and the brief approves nothing above it", () => {
  const { without, with: capped } = both("tax-firm-public-tool");
  const total = (o: Outcome) =>
    newYearlySpendCad(
      o.tools.map((name) => tool(name)),
      o.ctx,
    );
  expect(total(without)).toBeGreaterThan(10_000);
  expect(total(capped)).toBeLessThanOrEqual(10_000);
  const yearly = (decision: string) =>
    Number(/\(C\$([\d,]+) a year\)/.exec(decision)?.[1]?.replace(/,/g, "") ?? 0);
  for (const decision of capped.report.brief!.decisions)
    expect(yearly(decision)).toBeLessThanOrEqual(10_000);
  expect(capped.report.brief!.position).not.toMatch(/no new subscriptions/);
});

/** The rule is said once, on the first tool, for every tool below it (#34: not repeated on each). */
function saidOnce(tools: { name: string; useCase: string }[], note: (name: string) => string) {
  const saying = tools.filter((t) => t.useCase.includes(note(t.name)));
  expect(saying).toHaveLength(1);
  if (tools.length > 1)
    expect(saying[0].useCase).toContain("The same rule holds for every tool below.");
}

it("confidential, any AI tool: no AI agent answers the clients, and every tool says their details stay out", () => {
  const { without, with: kept } = both("society-no-client-names");
  expect(without.tools.some((name) => tool(name).answersCustomers)).toBe(true);
  expect(kept.tools.some((name) => tool(name).answersCustomers)).toBe(false);
  expect(kept.pilots.join(" ")).not.toMatch(/AI agent/);
  saidOnce(
    kept.report.recommendedApplications,
    (n) => `Nothing that identifies a client goes into ${n}`,
  );
});

it("confidential, on site (French): every tool says the drawings stay on the company's computers", () => {
  const { with: kept } = both("usine-plans-confidentiels");
  saidOnce(
    kept.report.recommendedApplications,
    (n) => `${n} is used only on work that holds none of the confidential client material`,
  );
});

it("confidential, public tools: each tool is used under the business account, its training terms checked", () => {
  const { with: kept } = both("tax-firm-public-tool");
  saidOnce(kept.report.recommendedApplications, (n) => `${n} is used only under`);
});

it("a board that wants proof first: spending is put to the board as a proposal, never approved outright", () => {
  const { without, with: gated } = both("coop-board-proof");
  expect(without.report.brief!.decisions.some((d) => /^Approve .*C\$/.test(d))).toBe(true);
  const spending = gated.report.brief!.decisions.filter((d) => /C\$/.test(d));
  expect(spending.length).toBeGreaterThan(0);
  for (const d of spending) expect(d).toMatch(/^Ask the board to approve .* as evidence\.$/);
  const gates = (o: Outcome) =>
    [o.report.roadmap.phase2, o.report.roadmap.phase3].map((p) => p.decisionGate).join(" ");
  expect(gates(without)).toMatch(/set next year's AI budget/);
  expect(gates(gated)).toMatch(/propose next year's AI budget to the board/);
  expect(gates(gated)).toMatch(/goes to the board as a proposal/);
});

it("a safety sign-off rule goes into the policy step and has a risk of its own", () => {
  const { without, with: signed } = both("wellsite-safety-signoff");
  const p = constraintPersonas.find((c) => c.key === "wellsite-safety-signoff")!;
  const policy = generateRoadmap(auditInput(p)).quickWins.find((w) =>
    /AI (use )?policy/.test(w.title),
  )!;
  expect(policy.description).toContain(
    "(“Safety comes first: nothing goes to the field without a competent supervisor signing it”)",
  );
  const risks = (o: Outcome) => o.report.risks.map((r) => r.risk).join(" ");
  expect(risks(without)).not.toMatch(/before a competent supervisor has checked it/);
  expect(risks(signed)).toMatch(/before a competent supervisor has checked it/);
});

it("never: no AI answers the guests of a lodge that will never let a chatbot do it", () => {
  const { without, with: never } = both("lodge-no-chatbot");
  expect(without.tools.some((t) => tool(t).answersCustomers)).toBe(true);
  expect(without.pilots.join()).toMatch(/guest messaging assistant/);
  expect(never.tools.some((t) => tool(t).answersCustomers)).toBe(false);
  expect(never.prose).not.toMatch(/guest messaging assistant|Moffatt/);
});

it("never, in French: a vendor ruled out by name is named nowhere", () => {
  const { without, with: never } = both("atelier-jamais-chatgpt");
  expect(without.tools).toContain("ChatGPT Business");
  expect(never.prose).not.toMatch(/ChatGPT Business|plan of ChatGPT/);
  expect(never.report.brief!.decisions[0]).toMatch(/Claude Team as the one sanctioned assistant/);
});

it("client consent for AI tools: a confidentiality rule, not recording consent; the meeting recorder goes", () => {
  const { without, with: contract } = both("agency-client-consent");
  expect(without.tools).toContain("Fireflies.ai");
  expect(contract.tools).not.toContain("Fireflies.ai");
  expect(contract.report.brief!.position).toContain(
    "“Several client contracts forbid putting unreleased campaigns or client data into AI tools without written consent”.",
  );
  expect(contract.prose).not.toMatch(/before anyone is recorded/);
  // Said once, on the first tool it applies to (the rest are told it holds for them too).
  expect(
    contract.report.recommendedApplications.filter((t) =>
      /only once that client has consented in writing/.test(t.useCase),
    ),
  ).toHaveLength(1);
});

it("source code, in French: no hosted coding assistant, and the coding pilot is self-hosted", () => {
  const { without, with: code } = both("logiciels-code-source");
  expect(without.tools).toContain("GitHub Copilot");
  expect(without.pilots.join()).toMatch(
    /AI coding assistants for code, tests and reviews \(GitHub Copilot\)/,
  );
  expect(code.tools).not.toContain("GitHub Copilot");
  expect(code.pilots.join()).not.toMatch(/GitHub Copilot/);
  expect(code.pilots.join()).toMatch(
    /Self-hosted AI coding assistants for code, tests and reviews/,
  );
  expect(code.report.brief!.position).toContain(
    "“Règle ferme : le code source ne va jamais dans un outil d'IA externe, ni GitHub Copilot ni ChatGPT”.",
  );
});

it("licensed review: Not yet never suggests AI will answer clients on its own later", () => {
  const { without, with: review } = both("brokerage-licensed-review");
  expect(without.prose).toMatch(/checked in-house for a month/);
  expect(review.prose).not.toMatch(/checked in-house for a month/);
  expect(review.prose).toMatch(
    /No AI answering clients directly, now or later: AI drafts, and a licensed broker reviews every answer before it reaches them/,
  );
  expect(review.tools.filter((t) => tool(t).answersCustomers)).toEqual([]);
});

it("a stated monthly budget is a yearly ceiling, and no decision asks to set a budget", () => {
  const p = constraintPersonas.find((c) => c.key === "agency-client-consent")!;
  const cap = {
    ...p,
    answers: { ...p.answers, aiFriction: "We can spend about $500 a month on new tools." },
  };
  const withCap = outcome(cap, true);
  const withoutCap = outcome(cap, false);
  // A firm of 15 is asked for a monthly spending line, a larger one for a budget: neither once it stated one.
  const setBudget = /Set a (dedicated AI budget|monthly spending line)/;
  expect(withoutCap.report.brief!.decisions.join()).toMatch(setBudget);
  expect(withCap.report.brief!.decisions.join()).not.toMatch(setBudget);
  expect(withCap.ctx.constraints.find((c) => c.id === "budget-cap")?.amountCad).toBe(6_000);
  expect(
    newYearlySpendCad(
      withCap.report.recommendedApplications.map((t) => tool(t.name)),
      withCap.ctx,
    ),
  ).toBeLessThanOrEqual(6_000);
});

it("breaks none of the audit's rules for any constraint persona", () => {
  const { constraintAudits } = runReportAudit([], constraintPersonas, []);
  expect(
    constraintAudits.flatMap((a) =>
      a.violations.map((v) => `${a.persona.key}: ${v.rule}: ${v.detail}`),
    ),
  ).toEqual([]);
});

it("drops a model's tool that breaks a stated constraint", () => {
  const p = constraintPersonas.find((c) => c.key === "clinic-no-us-hosting")!;
  const ctx = buildContext(auditInput(p));
  const chosen = [
    "Zapier",
    "Microsoft 365 Copilot Chat",
    "Microsoft Power Automate",
    "Tali AI",
  ].map((name) => ({ name, priority: "High" as const, useCase: `${name} for the clinic.` }));
  const { tools, dropped } = restoreTools(chosen, ctx, []);
  expect(dropped).toEqual(["Zapier"]);
  expect(tools.map((t) => t.name)).not.toContain("Zapier");
});
