import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap, recommendTools } from "./documents";
import { seatsIn, toolsInPlace } from "./in-place";
import { inputFor } from "@/tests/helpers/test-personas";

/** What is in place is extended, never proposed anew; an ambiguous "Copilot" is never costed as the paid one. */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyIndustry: "technology",
    companyEmployees: "501-1000",
    companyRevenue: "100m-500m",
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return JSON.stringify([generateReport(input).reportData, generateRoadmap(input)]);
};

describe("an ambiguous Copilot", () => {
  const answers = firm({
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    aiExperience: "I use Copilot to summarise long email threads.",
  });

  it("is read as the Copilot Chat that comes with the licences, and the report asks which it is", () => {
    const tools = recommendTools(inputFor(answers));
    expect(tools.map((t) => t.name)).not.toContain("Microsoft 365 Copilot");
    const chat = tools.find((t) => t.name === "Microsoft 365 Copilot Chat")!;
    expect(chat.fit).toMatch(/do not say which one/);
    expect(chat.cost!.summary).not.toMatch(/C\$[1-9]/);
  });

  it("is never switched on as a quick win, nor sold as the paid add-on anywhere in the documents", () => {
    const text = documents(answers);
    expect(text).not.toMatch(/Switch on Microsoft 365 Copilot Chat/);
    expect(text).toMatch(/Ask who uses Microsoft Copilot and which one/);
    expect(text).not.toMatch(/Pilot Microsoft 365 Copilot with/);
  });

  it("is the paid Microsoft 365 Copilot when the words say so", () => {
    const paid = firm({
      aiToolsUsed: ["copilot"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "We bought 40 Microsoft 365 Copilot licences last spring.",
    });
    const copilot = recommendTools(inputFor(paid)).find((t) => t.name === "Microsoft 365 Copilot")!;
    expect(copilot.fit).toMatch(/already uses Microsoft 365 Copilot/);
  });
});

describe("a tool the answers say is in use", () => {
  const answers = firm({
    aiToolsUsed: ["chatgpt"],
    enterprisePlatforms: ["jira", "slack"],
    otherPlatforms: "GitHub, Jira, Slack",
    aiExperience: "All 900 engineers have had GitHub Copilot since 2024",
    businessChallenges: ["shipping_product_features_faster_than_competitors"],
  });

  it("is extended, with the words that say it is in use as its evidence", () => {
    const copilot = recommendTools(inputFor(answers)).find((t) => t.name === "GitHub Copilot")!;
    expect(copilot.fit).toMatch(/already uses GitHub Copilot .*measure its use, extend it/);
    expect(copilot.evidence![0]).toEqual({
      answer: "aiExperience",
      says: "“All 900 engineers have had GitHub Copilot since 2024”",
    });
  });

  it("is never proposed as a trial or a pilot tool", () => {
    expect(documents(answers)).not.toMatch(/Trial GitHub Copilot|pilot[^.]*with GitHub Copilot/i);
  });

  it("is not in place when the words say it was stopped, tried or is being considered", () => {
    for (const aiExperience of [
      "We stopped paying for Otter last year",
      "We tried Zapier for a month",
      "We are considering Gong for the sales team",
    ])
      expect(toolsInPlace(firm({ aiExperience }))).toEqual([]);
    expect(toolsInPlace(firm({ aiExperience: "Our sales team lives in Gong and Otter" }))).toEqual(
      [
        expect.objectContaining({ name: "Otter.ai" }),
        expect.objectContaining({ name: "Gong" }),
      ].sort(() => 0),
    );
  });
});

describe("a paid tool already in place (issue 34)", () => {
  const copilot40 = firm({
    companyIndustry: "other",
    companyEmployees: "201-500",
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "exploring",
    aiExperience:
      "We rolled out Microsoft 365 Copilot to 40 office and engineering staff in January; nobody has measured the time saved.",
  });
  const karbon = firm({
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    enterprisePlatforms: ["microsoft365"],
    otherPlatforms: "CaseWare Working Papers, TaxPrep and Karbon",
    businessChallenges: [
      "improving_utilisation_and_billable_hours",
      "producing_proposals_and_reports_faster",
    ],
  });

  it("reads the seats the executive stated", () => {
    expect(toolsInPlace(copilot40)).toContainEqual(
      expect.objectContaining({
        name: "Microsoft 365 Copilot",
        seats: { count: 40, words: "40 office and engineering staff" },
      }),
    );
  });

  it("is priced for the seats stated as spending already made, with the price of each seat added", () => {
    const tool = recommendTools(inputFor(copilot40)).find(
      (t) => t.name === "Microsoft 365 Copilot",
    )!;
    expect(tool.cost!.summary).toBe(
      "Already paid for: about C$1,700 a month (C$20,000 a year) for the 40 licences in place",
    );
    expect(tool.cost!.assumption).toMatch(/each user added would cost about C\$41 a month/);
    expect(tool.cost!.assumption).not.toMatch(/pilot group/);
    expect(tool.businessCase).toMatch(/^Pays back if each of the 40 people with a licence saves/);
  });

  it("is measured, extended or retired in the Brief, never approved as a new purchase", () => {
    for (const answers of [copilot40, karbon]) {
      const { reportData } = generateReport(inputFor(answers));
      const decisions = reportData.brief!.decisions.join(" ");
      expect(decisions).not.toMatch(/Approve (?:Microsoft 365 Copilot|Karbon)\b/);
      expect(decisions).toMatch(/Measure (?:the 40 Microsoft 365 Copilot licences|Karbon)/);
    }
  });

  it("is no new spending where the answers give no seat count", () => {
    const tool = recommendTools(inputFor(karbon)).find((t) => t.name === "Karbon")!;
    expect(tool.cost!.summary).toBe("Already paid for: no new spending to keep it");
    expect(tool.cost!.assumption).not.toMatch(/all 30 staff/);
  });
});

describe("people at work using AI, in the words beside unticked boxes (issue 34)", () => {
  const coop = firm({
    companyIndustry: "retail",
    companyEmployees: "51-200",
    aiToolsUsed: ["none"],
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    enterprisePlatforms: ["microsoft365"],
    aiExperience:
      "None of our own yet; a couple of our agronomists use the AI features in Climate FieldView with members.",
  });

  it("is use at work in the Brief, the current state and the benchmarks, never 'nobody uses it'", () => {
    const { reportData } = generateReport(inputFor(coop));
    const text = JSON.stringify(reportData);
    expect(reportData.brief!.position).toMatch(
      /has people using AI on their own \(you wrote “a couple of our agronomists use the AI features in Climate FieldView with members”\)/,
    );
    expect(text).not.toMatch(/nobody uses it at work|Nobody at [^.]* uses AI for work/);
    // The benchmark chosen for it: staff bringing their own AI tools (review r16).
    expect(reportData.industryBenchmarks.adoptionRate).toMatch(
      /brought their own AI tools to work/,
    );
  });

  it("leaves the executive's own use personal, and a denial a denial", () => {
    for (const aiExperience of [
      "J'utilise ChatGPT pour traduire en anglais les courriels à nos clients américains.",
      "Nobody on our team uses AI yet.",
      "Our customers use ChatGPT to write their reviews.",
    ])
      expect(
        generateReport(inputFor({ ...coop, aiExperience })).reportData.brief!.position,
      ).toMatch(/has not started with AI/);
  });

  it("never counts a family member's use, or 'nothing at work', as staff using AI", () => {
    for (const aiExperience of [
      "Nothing at work. My daughter used ChatGPT once to write the sign for our fruit stand.",
      "My son uses ChatGPT for his homework and our kids love it.",
      "Ma fille utilise ChatGPT pour ses devoirs.",
      "We used ChatGPT once for our fruit stand sign — my daughter did it.",
    ]) {
      const { reportData } = generateReport(inputFor({ ...coop, aiExperience }));
      expect(reportData.brief!.position).toMatch(/has not started with AI/);
      expect(JSON.stringify(reportData)).not.toMatch(
        /individuals experiment with AI on their own|individuals already use AI at work|practice is ahead of structure/,
      );
    }
  });

  it("counts people at work named by their role", () => {
    const aiExperience = "Our account leads use ChatGPT to draft status reports.";
    expect(generateReport(inputFor({ ...coop, aiExperience })).reportData.brief!.position).toMatch(
      /has people using AI on their own \(you wrote “Our account leads use ChatGPT/,
    );
  });
});

describe("an assistant's business plan already in place (issue 34)", () => {
  const agency = firm({
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    aiToolsUsed: ["chatgpt"],
    enterprisePlatforms: ["slack", "hubspot"],
    otherPlatforms: "Google Workspace, Asana and Harvest for time tracking",
    orgAiElements: ["ai_policy"],
    aiExperience: "All 15 of us have ChatGPT Team seats and use them every day.",
  });

  it("is the company's assistant, measured for its stated seats, with no second assistant beside it", () => {
    const tools = recommendTools(inputFor(agency));
    const chatgpt = tools.find((t) => t.name === "ChatGPT Business");
    expect(chatgpt?.cost!.summary).toMatch(/^Already paid for: .* for the 15 licences in place/);
    expect(tools.map((t) => t.name)).not.toContain("Google Gemini");
    const text = documents(agency);
    expect(text).not.toMatch(/Approve (?:Google Gemini|Claude)/);
    expect(text).not.toMatch(/all 23 staff/);
  });
});

describe("the seats a tool in place has", () => {
  it.each([
    ["Since January 2025 six of us at head office have Microsoft 365 Copilot licences", 6],
    ["We rolled Copilot out to 40 office staff", 40],
    ["all 900 engineers use GitHub Copilot", 900],
    ["Microsoft 365 Copilot licences for the bid team", null],
    ["Office 365 seats for everyone", null],
    // The licences counted before the product's name are the seats (review r20).
    ["We bought 60 Microsoft 365 Copilot licences for the office staff", 60],
  ])("reads %j as %p", (clause, count) => {
    expect(seatsIn(clause)?.count ?? null).toBe(count);
  });

  // "Microsoft 365 Copilot licences" was read as 365 licences, and C$180,000 a year already paid.
  it("never costs the number in a product's name as licences", () => {
    const text = documents(
      firm({
        companyEmployees: "201-500",
        aiToolsUsed: ["copilot"],
        enterprisePlatforms: ["microsoft365"],
        aiExperience:
          "Since January 2025 six of us at head office have Microsoft 365 Copilot licences.",
      }),
    );
    expect(text).not.toMatch(/365 licences|365 people/);
  });
});

describe("a Copilot the answers say is not the paid one", () => {
  it.each([
    "Our controller tried Copilot for forecasts. Personne n'a de licence payante pour l'instant.",
    "We use the free Copilot in Edge; nobody has a paid licence.",
  ])(
    "reads %j as the free Copilot: no question asked, the paid add-on not assumed",
    (aiExperience) => {
      const text = documents(
        firm({ aiToolsUsed: ["copilot"], enterprisePlatforms: ["microsoft365"], aiExperience }),
      );
      expect(text).not.toContain("Ask who uses Microsoft Copilot and which one");
      expect(text).not.toMatch(/Measure Microsoft 365 Copilot(?! Chat)/);
    },
  );
});
