import type { AssessmentInput } from "@/model/assessment/schemas";
import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { buildContext } from "./context";
import { businessCase, costEstimate, staffInScope } from "./cost";
import { headcountInBand, statedHeadcount } from "./headcount";
import { numberOf } from "./number-words";
import { recommendTools } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34: seats are sized to the headcount the executive wrote, an assistant to the people
 * who work at a desk (or a pilot group where the answers do not say who does), and an included
 * tool is kept when most of the people it was given to use it, never "if all 120 staff" do.
 */

const answers = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    otherChallenge: undefined,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
    ...overrides,
  });
const context = (overrides: Partial<AssessmentInput>) => buildContext(inputFor(answers(overrides)));
const tool = (name: string) => findTool(name)!;

describe("statedHeadcount: a number of staff in the executive's words", () => {
  it.each([
    ["Shipping is a headache. We are eleven people at harvest.", 11, "eleven people"],
    ["We have 40 staff and one bookkeeper", 40, "40 staff"],
    ["Our 900 engineers write reports by hand", 900, "900 engineers"],
    ["We employ about 1,200 people across the province", 1200, "1,200 people"],
    ["Nous sommes vingt-cinq employés à temps plein", 25, "vingt-cinq employés"],
    ["We are a team of twelve people on two sites", 12, "twelve people"],
    ["All 15 of us have ChatGPT Team seats.", 15, "All 15 of us"],
    ["Honestly, we are 15. Clients want speed", 15, "we are 15"],
    ["A team of 15, mostly designers", 15, "team of 15"],
    ["Nous sommes 15 au total", 15, "Nous sommes 15"],
  ])("reads “%s”", (text, count, words) => {
    expect(statedHeadcount(answers({ otherChallenge: text }))).toEqual({ count, words });
  });

  it.each([
    "We answer forty land referrals a year",
    "Our 300 members expect answers the same day",
    "We are piloting Copilot with 300 staff",
    "Patients wait weeks; we see 40 patients a day",
    "Two of us use ChatGPT for captions",
    "We are 15 minutes from the port",
  ])("reads no headcount in “%s”", (text) => {
    expect(statedHeadcount(answers({ aiExperience: text }))).toBeNull();
  });

  it("counts number words in English and French", () => {
    expect(numberOf("forty-five")).toBe(45);
    expect(numberOf("two hundred and fifty")).toBe(250);
    expect(numberOf("quarante-deux")).toBe(42);
    expect(numberOf("several")).toBeNull();
  });

  it("trusts a headcount only inside the employee band the executive chose", () => {
    const said = { otherChallenge: "We are eleven people at harvest." };
    expect(headcountInBand(answers({ ...said, companyEmployees: "11-50" }))?.count).toBe(11);
    expect(headcountInBand(answers({ ...said, companyEmployees: "51-200" }))).toBeNull();
  });
});

describe("seats and the keep-or-cancel bar", () => {
  it("sizes seats to the stated headcount, else to an assumed one low in the band", () => {
    const stated = context({
      companyIndustry: "technology",
      companyEmployees: "11-50",
      otherChallenge: "We are eleven people at harvest.",
    });
    const banded = context({ companyIndustry: "technology", companyEmployees: "11-50" });
    expect(staffInScope(stated, "all").count).toBe(11);
    expect(costEstimate(stated, tool("Deputy"), null).assumption).toContain(
      "all 11 staff (“eleven people”, as you wrote)",
    );
    // Issue 34: the band's geometric mean, said to be assumed, never its middle.
    expect(staffInScope(banded, "all").count).toBe(23);
    expect(costEstimate(banded, tool("Deputy"), null).assumption).toContain(
      "all 23 staff (assumed for a company of 11–50)",
    );
  });

  it("labels an assumed headcount as assumed for the band, with thousands separators, and a handful as one person", () => {
    const large = context({ companyIndustry: "technology", companyEmployees: "1001-5000" });
    const share = { department: "finance", share: 0.05 } as const;
    expect(staffInScope(large, "all").label).toMatch(
      /^all 2,200 staff \(assumed for a company of 1,001/,
    );
    // A share of an assumed total is no fact: the group's size is to confirm (review r18).
    expect(staffInScope(large, share).label).toBe(
      "an estimated 110 Finance staff (a number to confirm: the answers do not count them)",
    );
    const micro = context({ companyIndustry: "other", companyEmployees: "1-10" });
    expect(staffInScope(micro, share).label).toBe("one person");
    const text = JSON.stringify(
      [large, micro].map((ctx) => [
        staffInScope(ctx, "all").label,
        staffInScope(ctx, "desk").label,
      ]),
    );
    expect(text).not.toMatch(/lower end|\d{4}|\(assumed[:;]/);
  });

  it("gives an assistant to the staff at a desk in a frontline business, everyone in an office one", () => {
    const clinic = context({ companyIndustry: "healthcare", companyEmployees: "51-200" });
    const firm = context({ companyIndustry: "consulting", companyEmployees: "51-200" });
    const trucking = context({ companyIndustry: "other", companyEmployees: "51-200" });
    expect(staffInScope(clinic, "desk")).toMatchObject({ count: 40, noun: "desk staff" });
    expect(staffInScope(firm, "desk").count).toBe(100);
    expect(staffInScope(trucking, "desk").label).toBe(
      "a pilot group of the heaviest users (priced as 20 people)",
    );
    // Scheduling and HR systems still count everyone.
    expect(staffInScope(clinic, "all").count).toBe(100);
  });

  it("keeps an included tool when most of the people given it use it, never all of them", () => {
    const clinic = context({ companyIndustry: "healthcare", companyEmployees: "51-200" });
    const firm = context({ companyIndustry: "consulting", companyEmployees: "51-200" });
    const copilotChat = tool("Microsoft 365 Copilot Chat");
    expect(businessCase(clinic, copilotChat, null)).toContain(
      "keep Microsoft 365 Copilot Chat if at least 24 of the 40 desk staff still use it weekly after a month",
    );
    expect(businessCase(firm, copilotChat, null)).toContain(
      "if at least 60 of the 100 staff still use it weekly",
    );
    expect(businessCase(firm, copilotChat, null)).not.toMatch(/\bif all \d+/);
    const pair = context({ companyEmployees: "1-10", otherChallenge: "We are two people." });
    expect(businessCase(pair, copilotChat, null)).toContain("if both staff still use it weekly");
  });
});

describe("a tool the vendor prices on quote or by company size (issue 34)", () => {
  it("says to ask for a quote for the people in scope, with no invented range", () => {
    const shop = context({ companyIndustry: "manufacturing", companyEmployees: "51-200" });
    const cost = costEstimate(shop, tool("LandingLens"), null);
    expect(cost.summary).toBe("Priced on quote");
    expect(cost.assumption).toContain("ask it for a quote for an estimated 5 quality staff");
    expect(JSON.stringify(cost)).not.toMatch(/C\$[\d,]+ to C\$/);
    const finance = context({ companyIndustry: "other", companyEmployees: "201-500" });
    expect(businessCase(finance, tool("Vic.ai"), null)).toMatch(
      /^Pays back if the yearly quote is below the time it saves: each hour a month it saves each of the 16 finance staff is worth about C\$12,000 a year/,
    );
  });

  it("shows an entry plan only to a company its size, never to 320 staff", () => {
    const small = context({ companyIndustry: "technology", companyEmployees: "11-50" });
    const large = context({ companyIndustry: "other", companyEmployees: "201-500" });
    expect(costEstimate(small, tool("Workable"), null).summary).toMatch(/^About C\$/);
    const workable = recommendTools(
      inputFor(
        answers({
          companyIndustry: "other",
          companyEmployees: "201-500",
          companyRevenue: "100m-500m",
          aiDepartments: ["hr"],
          businessChallenges: ["attracting_and_retaining_talent"],
        }),
      ),
    ).find((t) => t.name === "Workable");
    expect(workable!.fit).toMatch(/is priced by company size, on quote for/);
    expect(costEstimate(large, tool("Workable"), null)).toEqual({
      summary: "Priced by company size",
      // The band, never an assumed 320 given as the company's size (review r18).
      assumption: expect.stringContaining("ask it for a plan for a company of 201–500 staff"),
    });
  });
});

describe("a headcount said any way sizes every count (issue 34)", () => {
  it.each([
    // A law office, a design studio and a dental clinic: the executive counts too.
    ["There are five of us plus me, and I won't spend on what I can't supervise", 6, "1-10"],
    ["There are four of us plus me at the studio, all designers", 5, "1-10"],
    ["There are nine of us besides me, hygienists included.", 10, "1-10"],
    ["We have 12 employees plus me", 13, "11-50"],
    // A caterer, a retailer and an engineering firm: staff "with" the company, or its headcount.
    ["We catered 60 weddings last year with 27 staff, most of them part-time.", 27, "11-50"],
    [
      "With 240 staff across 9 stores, our managers fear AI is about cutting hours.",
      240,
      "201-500",
    ],
    ["We keep a headcount of 44 and win work on reputation.", 44, "11-50"],
    ["About 45 people work here in peak season.", 45, "11-50"],
  ])("reads “%s” as %i", (aiFriction, count, band) => {
    expect(statedHeadcount(answers({ aiFriction }))?.count).toBe(count);
    const companyEmployees = band as AssessmentInput["companyEmployees"];
    expect(context({ aiFriction, companyEmployees }).staff).toBe(count);
  });

  it.each([
    "We rolled Copilot out with 25 staff in finance first.",
    "We trained the front desk with 12 staff volunteers last spring.",
    "Two of us plus me use ChatGPT for captions.",
    "We serve 3,000 members with 3 tellers.",
    "Twelve people work on the pilot with Copilot.",
    "If there are five of us on shift we cope.",
  ])("reads no headcount in “%s”", (aiFriction) => {
    expect(statedHeadcount(answers({ aiFriction }))).toBeNull();
  });

  it("prices a share and a whole company from the stated count, never from the band", () => {
    const builder = context({
      companyIndustry: "real-estate",
      companyEmployees: "11-50",
      otherChallenge: "We delivered 80 homes last year with 38 staff and 60 trades.",
    });
    const share = { department: "sales", share: 0.2 } as const;
    expect(staffInScope(builder, share).label).toBe("8 Sales staff (an estimate: about 20% of 38)");
    const office = context({
      companyIndustry: "consulting",
      companyEmployees: "1-10",
      aiFriction: "There are five of us plus me.",
    });
    expect(staffInScope(office, "all").label).toBe(
      "all 6 staff (“five of us plus me”, as you wrote)",
    );
  });
});
