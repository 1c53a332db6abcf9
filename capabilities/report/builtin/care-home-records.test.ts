import { maplecrest } from "@/tests/helpers/care-home";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor, proseOf } from "@/tests/helpers/test-personas";
import { recommendTools } from "./index";

/**
 * Issue 34, review r22 (a 160-bed long-term care home): its charting pilot was given Microsoft 365
 * Copilot Chat; Vanta and Alteryx were sold to a home that answers no customer's security review
 * and has no analysts; each resident's consent was asked twice in one sentence; and "we lose about
 * one PSW a month" was to be logged "each time it happens for two weeks".
 */

const prose = proseOf(maplecrest);
const tools = recommendTools(inputFor(makeAnswers(maplecrest))).map((t) => t.name);

describe("a care home's health records", () => {
  it("are drafted in or beside its record system, never in a general chat assistant", () => {
    expect(prose).toMatch(/drafted from the shift's charting[^.]*\(PointClickCare\)/);
    expect(prose).toMatch(/for the RPN or RN to review and sign in or beside PointClickCare/);
    expect(prose).not.toMatch(/review and sign \((?:Microsoft 365 Copilot|ChatGPT|Claude|Gemini)/);
    expect(prose).not.toMatch(
      /Copilot Chat[^.]*answers “Reducing clinician administrative burden”/,
    );
    expect(prose).not.toMatch(/Copilot Chat[^.]*minutes of documentation per nurse/);
  });

  it("still approves the suite's assistant for letters and newsletters", () => {
    expect(tools).toContain("Microsoft 365 Copilot Chat");
  });
});

describe("tools no answer asked for", () => {
  it("sells no audit-evidence or data clean-up tool to a home that named neither", () => {
    expect(tools).not.toContain("Vanta");
    expect(tools).not.toContain("Alteryx");
  });

  it("keeps an audit-evidence tool for a software company answering customers' security reviews", () => {
    const saas = recommendTools(
      inputFor(
        makeAnswers({
          companyIndustry: "technology",
          companyBusinessModel: "b2b",
          otherChallenge:
            "Every enterprise prospect sends us a 300-question security questionnaire and we need SOC 2 this year.",
        }),
      ),
    ).map((t) => t.name);
    expect(saas).toContain("Vanta");
  });
});

describe("a pilot whose dependency already asks consent", () => {
  it("does not ask it again in the same sentence", () => {
    const start = prose.split("\n").find((l) => l.startsWith("In month 5: start the pilot"));
    expect(start).toMatch(
      /consent from each resident, or the resident's substitute decision-maker/,
    );
    expect(start?.match(/consent/g)).toHaveLength(1);
  });
});

describe("staff lost each month", () => {
  it("is a turnover problem with its own measure, never a two-week log", () => {
    expect(prose).toMatch(
      /“We lose about one PSW a month to hospitals that pay more”: bring new staff up to speed faster/,
    );
    expect(prose).not.toMatch(/PSW a month[^\n]*log each time it happens for two weeks/);
    expect(prose).toMatch(/days until a new hire works unsupervised/);
  });
});

describe("who owns the work in a care home", () => {
  it("gives care pilots to the Director of Care every home has, never a clinician to appoint", () => {
    expect(prose).toMatch(/owned by the Director of Care/);
    expect(prose).not.toMatch(/clinician you appoint/);
  });

  it("gives systems work to the chain's IT where the executive says it sits, never someone on site to appoint", () => {
    expect(prose).toMatch(/the chain's IT team in Toronto/);
    expect(prose).not.toMatch(/a person you appoint in IT/);
  });

  it("appoints someone in IT where IT sits nowhere else", () => {
    const onSite = proseOf({ ...maplecrest, aiFriction: "Nobody has time to learn new tools." });
    expect(onSite).not.toMatch(/the chain's IT team/);
  });
});

describe("residents' consent", () => {
  it("names whose consent it is, from the sentence that states the rule", () => {
    expect(prose).toMatch(
      /each resident's or their substitute decision-maker's consent is asked and noted before any of their details go into an AI tool/,
    );
    expect(prose).not.toMatch(/each person's consent/);
  });

  it("asks nothing of work on staff shifts or onboarding, which holds no resident's details", () => {
    const shifts = prose.split("\n").find((l) => l.startsWith("Staff told plainly"));
    expect(shifts).toBeDefined();
    expect(shifts).not.toMatch(/consent/);
  });
});

describe("work people do without a tool", () => {
  it("names no tool for a privacy impact assessment", () => {
    expect(prose).toMatch(/A privacy impact assessment of every AI tool[^\n]*, for “Protecting/);
    expect(prose).not.toMatch(/with who consents for each resident \(/);
  });

  it("drafts the executive's own pieces, never posts and descriptions", () => {
    expect(prose).toMatch(/so whoever drafts those pieces does it the same way/);
    expect(prose).not.toMatch(/posts and descriptions/);
  });
});
