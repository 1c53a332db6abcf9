import { challengesFor } from "@/model/assessment/challenges";
import { industryOptions, valuesOf } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditPersonas } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { monthlyCostCad, USD_TO_CAD } from "./cost";
import { generateRoadmap, recommendTools } from "./documents";
import { selectTools } from "./recommend-tools";
import { isQuickToStart } from "./tool-fit";
import { approvedAssistant } from "./approved-assistant";
import { platformAiSteps } from "./platform-ai-steps";
import { toolsFor, usableTool } from "./shared";
import { inputFor } from "@/tests/helpers/test-personas";

const persona = (key: string) => auditInput(auditPersonas.find((p) => p.key === key)!);
const names = (answers: AssessmentInput) => recommendTools(inputFor(answers)).map((t) => t.name);
const picks = (industry: string, ...indexes: number[]) =>
  indexes.map((i) => challengesFor(industry)[i].value);

describe("tools that fit the company", () => {
  it("gives a 12-person brokerage three to six tools, none outside its size band", () => {
    const input = persona("kelowna-brokerage");
    const tools = recommendTools(input);
    expect(tools.length).toBeGreaterThanOrEqual(3);
    expect(tools.length).toBeLessThanOrEqual(6);
    for (const tool of tools) expect(findTool(tool.name)!.sizes).toContain("small");
    for (const large of ["Harvey", "Gong", "Vena", "UiPath", "Clari"])
      expect(tools.map((t) => t.name)).not.toContain(large);
  });

  it.each(valuesOf(industryOptions))(
    "keeps every %s firm of up to 50 to three to six tools of its size, and larger ones to eight",
    (industry) => {
      for (const companyEmployees of ["1-10", "11-50", "201-500"] as const) {
        for (const index of [0, 2, 4]) {
          const answers = makeAnswers({
            companyIndustry: industry,
            companyEmployees,
            businessChallenges: picks(industry, index, index + 1),
          });
          const ctx = buildContext(inputFor(answers));
          const chosen = selectTools(ctx);
          const max = companyEmployees === "201-500" ? 8 : 6;
          expect([industry, companyEmployees, chosen.length >= 3 && chosen.length <= max]).toEqual([
            industry,
            companyEmployees,
            true,
          ]);
          for (const m of chosen.filter((m) => !m.native))
            expect([m.tool.name, m.tool.sizes]).toEqual([
              m.tool.name,
              expect.arrayContaining([ctx.sizeBand]),
            ]);
        }
      }
    },
  );

  it("keeps each tool within the budget a firm under $1M sets for one tool", () => {
    const ctx = buildContext(
      inputFor(makeAnswers({ companyRevenue: "under-1m", companyEmployees: "1-10" })),
    );
    for (const m of selectTools(ctx))
      expect([m.tool.name, monthlyCostCad(ctx, m.tool)[0] * 12 <= 6_000]).toEqual([
        m.tool.name,
        true,
      ]);
  });

  it("never sells a restaurant group on Square a rival point of sale, nor leads with Square's AI where it answers nothing stated", () => {
    const tools = recommendTools(persona("prince-george-restaurants"));
    // Its stated problems are staffing, waste and costs: the scheduler it runs (7shifts) leads.
    expect(tools[0].name).toBe("7shifts");
    expect(tools.find((t) => t.name === "Square AI")?.priority).toBe("Medium");
    for (const tool of tools)
      expect(findTool(tool.name)!.competesWith ?? []).not.toContain("square");
    expect(tools.map((t) => t.name)).not.toContain("Toast IQ");
  });

  it("gives a Toast restaurant Toast's AI and not Square's", () => {
    const answers = makeAnswers({
      companyIndustry: "food-services",
      companyEmployees: "11-50",
      otherPlatforms: "Toast POS",
      businessChallenges: picks("food-services", 0),
    });
    expect(names(answers)[0]).toBe("Toast IQ");
    expect(names(answers)).not.toContain("Square AI");
  });

  it("never recommends a tool that would replace a system the company named", () => {
    for (const otherPlatforms of ["Zendesk", "Intercom", "7shifts", "AppFolio"]) {
      const answers = makeAnswers({ otherPlatforms });
      const ctx = buildContext(inputFor(answers));
      for (const tool of toolCatalogue.filter((t) =>
        t.competesWith?.some((ref) => ctx.systems.some((s) => s.id === ref)),
      ))
        expect([otherPlatforms, tool.name, usableTool(tool.name, ctx)]).toEqual([
          otherPlatforms,
          tool.name,
          false,
        ]);
    }
    const workday = buildContext(inputFor(makeAnswers({ enterprisePlatforms: ["workday"] })));
    expect(usableTool("BambooHR", workday)).toBe(false);
  });

  it("gives a school education tools and no marketing copywriter for learning", () => {
    const tools = recommendTools(persona("private-school"));
    expect(tools.map((t) => t.name)).not.toContain("Jasper");
    for (const tool of tools) expect(tool.category).not.toMatch(/marketing|copywriting/i);
    expect(tools.some((t) => t.category === "Education AI")).toBe(true);
  });

  it("recommends a law firm's practice tool to a law firm and an accounting firm's to accountants", () => {
    const law = makeAnswers({
      companyIndustry: "consulting",
      companyName: "Harbour Law LLP",
      companyEmployees: "11-50",
      businessChallenges: picks("consulting", 1),
    });
    expect(names(law)).toContain("Clio");
    expect(names(law)).not.toContain("Karbon");
    expect(names(persona("advisory-partnership").answers)).not.toContain("Clio");
  });

  it("answers the executive's own words with the tool made for them", () => {
    const tools = recommendTools(persona("prince-george-restaurants"));
    const marginEdge = tools.find((t) => t.name === "MarginEdge");
    expect(marginEdge?.fit).toContain("Suppliers change prices weekly");
    expect(names(persona("montreal-studio").answers)).toContain("DeepL");
  });
});

describe("the assistant and the wish", () => {
  it("gives a firm with no suite and no policy one approved assistant, said to be why it is there", () => {
    const tools = recommendTools(
      inputFor(
        makeAnswers({
          enterprisePlatforms: ["none"],
          orgAiElements: ["none_yet"],
          aiToolsUsed: ["claude"],
        }),
      ),
    );
    const assistants = tools.filter((t) => t.category === "AI assistant");
    expect(assistants.map((t) => t.name)).toEqual(["Claude"]);
    expect(assistants[0].fit).toMatch(/one approved assistant/);
  });

  it("reads the departments as where AI is hoped to help, never as where it is used", () => {
    for (const { key } of auditPersonas)
      for (const tool of recommendTools(persona(key)))
        expect(tool.fit).not.toMatch(/(?:uses|using) AI in|AI already|already reaches/i);
  });
});

describe("what each recommendation says", () => {
  it.each(auditPersonas.map((p) => [p.key] as const))(
    "gives every tool for %s a fit, a cost in CAD with its assumption, and a business case",
    (key) => {
      for (const tool of recommendTools(persona(key))) {
        expect(tool.fit).toContain(tool.name);
        // A vendor's quote, a tool already paid for and AI a plan may not include have no invented figure (issue 34).
        expect(tool.cost!.summary).toMatch(
          /C\$[\d,]+|No (?:extra )?licence cost|^Priced (?:on quote|by company size)$|^Already (?:paid for|licensed)|^To be confirmed/,
        );
        expect(tool.cost!.assumption.length).toBeGreaterThan(20);
        if (/C\$/.test(tool.cost!.summary))
          expect(tool.cost!.assumption).toContain(`US$1 = C$${USD_TO_CAD}`);
        // A system the company licenses already is no purchase: only its AI features are (issue 34).
        expect(tool.businessCase).toMatch(/[Pp]ays back|No licence cost|^Already licensed/);
        expect(tool.useCase).not.toMatch(/Built into the .* licences/);
      }
    },
  );

  it("costs a per-user tool for the staff in scope at the stated rate", () => {
    const answers = makeAnswers({
      companyIndustry: "other",
      businessChallenges: picks("other", 0),
      enterprisePlatforms: ["none"],
      aiDepartments: ["sales"],
    });
    const apollo = recommendTools(inputFor(answers)).find((t) => t.name === "Apollo.io")!;
    // 15 sales staff (15% of an assumed 100, low in 51-200, to confirm: review r18) x US$49 x 1.38 = C$1,014 a month.
    expect(apollo.cost).toEqual({
      summary: "About C$1,000 a month (C$12,000 a year)",
      assumption: expect.stringContaining(
        "15 sales staff (a number to confirm: the answers do not count them) at US$49 per user",
      ),
    });
    expect(apollo.businessCase).toMatch(/each of the 15 sales staff about 1 hour a month/);
  });

  it("never calls the paid Copilot add-on included or part of licences already held", () => {
    for (const { key } of auditPersonas) {
      for (const tool of recommendTools(persona(key)).filter(
        (t) => t.name === "Microsoft 365 Copilot",
      )) {
        expect(`${tool.fit} ${tool.useCase} ${tool.cost!.summary}`).not.toMatch(
          /already hold|included|no extra licence/i,
        );
      }
    }
  });

  it("tells a company already on Copilot to measure and extend it, never to switch it on", () => {
    const input = persona("vancouver-bank");
    const tools = recommendTools(input);
    expect(tools.map((t) => t.name)).not.toContain("Microsoft 365 Copilot Chat");
    const copilot = tools.find((t) => t.name === "Microsoft 365 Copilot")!;
    expect(copilot.fit).toMatch(/already uses/);
    expect(copilot.useCase).toMatch(/^Measure/);
    const [step] = platformAiSteps(buildContext(input));
    expect(step).toEqual(
      expect.objectContaining({ tool: "Microsoft 365 Copilot", inUse: true, quickWin: false }),
    );
    expect(step.title).not.toMatch(/turn on|switch on/i);
  });
});

describe("tool helpers for the roadmap", () => {
  it("never offers a tool that takes weeks or months to set up as a quick start", () => {
    for (const tool of toolCatalogue) expect(isQuickToStart(tool)).toBe(tool.setup === "days");
    expect(isQuickToStart(findTool("Vena")!)).toBe(false);
    expect(isQuickToStart(findTool("UiPath")!)).toBe(false);
  });

  it("offers as a quick win only platform AI that is included, not yet in use and starts within days", () => {
    const bank = platformAiSteps(buildContext(persona("vancouver-bank")));
    expect(bank.map((s) => [s.tool, s.quickWin])).toEqual([
      ["Microsoft 365 Copilot", false],
      ["Salesforce Agentforce and Einstein", false],
    ]);
    const [chat] = platformAiSteps(buildContext(persona("kelowna-brokerage")));
    expect(chat).toEqual(
      expect.objectContaining({
        tool: "Microsoft 365 Copilot Chat",
        included: true,
        quickWin: true,
      }),
    );
  });

  it("names a coding assistant, never a product-management tool, for an AI coding pilot", () => {
    const ctx = buildContext(
      inputFor(makeAnswers({ otherPlatforms: "GitHub", enterprisePlatforms: ["jira"] })),
    );
    const shipping = ctx.challenges.find(
      (c) => c.slug === "shipping_product_features_faster_than_competitors",
    )!;
    const coding = shipping.mapping!.applications[0]!;
    expect(toolsFor(shipping, ctx, ["Productboard", "Atlassian Rovo"], coding)[0]).toBe(
      "GitHub Copilot",
    );
    const hiring = ctx.challenges.find(
      (c) => c.slug === "hiring_and_retaining_senior_engineering_talent",
    )!;
    const sourcing = hiring.mapping!.applications.find((a) => a.department === "hr")!;
    expect(toolsFor(hiring, ctx, [], sourcing)).not.toContain("GitHub Copilot");
  });

  it("prefers the scribe that works with the company's EMR", () => {
    const ctx = buildContext(
      inputFor(
        makeAnswers({
          companyIndustry: "healthcare",
          otherPlatforms: "Epic",
          companyEmployees: "1001-5000",
          companyRevenue: "over-1b",
          businessChallenges: picks("healthcare", 0),
        }),
      ),
    );
    const scribe = ctx.challenges[0].mapping!.applications[0]!;
    const [first] = toolsFor(ctx.challenges[0], ctx, [], scribe);
    expect(findTool(first)!.integratesWith).toContain("epic");
    expect(challengesFor("healthcare")[0].label).toBe(ctx.challenges[0].text);
    expect(first).not.toBe("Tali AI");
  });

  it("approves the assistant of the suite the company runs, never a separate ChatGPT or Claude plan", () => {
    const m365 = buildContext(inputFor(makeAnswers({ aiToolsUsed: ["claude"] })));
    expect(approvedAssistant(m365)).toBe("Microsoft 365 Copilot Chat");
    const google = buildContext(
      inputFor(
        makeAnswers({
          enterprisePlatforms: ["none"],
          otherPlatforms: "Google Workspace",
          aiToolsUsed: ["chatgpt"],
        }),
      ),
    );
    expect(approvedAssistant(google)).toBe("Gemini in Google Workspace");
    const neither = buildContext(
      inputFor(makeAnswers({ enterprisePlatforms: ["slack"], aiToolsUsed: ["claude"] })),
    );
    expect(approvedAssistant(neither)).toBe("Claude Team");
    expect(usableTool("Claude", m365)).toBe(false);
    expect(usableTool("ChatGPT Business", google)).toBe(false);
  });
});

describe("the recommended list and the roadmap agree (issue 34)", () => {
  const oilfield = makeAnswers({
    companyIndustry: "other",
    companyEmployees: "201-500",
    companyRevenue: "100m-500m",
    businessChallenges: picks("other", 1, 2, 5),
    aiToolsUsed: ["copilot", "chatgpt"],
    aiExperience: "We rolled out Microsoft 365 Copilot to 40 office and engineering staff.",
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "exploring",
    aiDepartments: ["operations", "finance", "hr"],
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "OpenInvoice field ticketing, Sage 300 and Samsara telematics",
  });
  const inputs = [inputFor(oilfield), ...auditPersonas.map((p) => persona(p.key))];
  const rank = { High: 0, Medium: 1, Low: 2 } as const;

  it("shows the tools highest priority first", () => {
    for (const input of inputs) {
      const ranks = recommendTools(input).map((t) => rank[t.priority]);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
  });

  it("names as candidate, pilot or trial tools only tools the report recommends", () => {
    for (const input of inputs) {
      const roadmap = generateRoadmap(input);
      const names = roadmap.aiApps.map((t) => t.name);
      for (const r of roadmap.recommendations) {
        const listed = /Candidate tools: (.+)\.$/.exec(r.description)?.[1];
        // What is left once the recommended names are taken out is only the commas and "and".
        const rest = names.reduce((text, name) => text.split(name).join(""), listed ?? "");
        expect(rest).toMatch(/^(?:,? ?and ?|, ?)*$/);
      }
      for (const q of roadmap.quickWins) {
        const trial = /^Trial (.+?) on “/.exec(q.title)?.[1];
        if (trial) expect(names).toContain(trial);
      }
    }
  });
});
