import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor, markdownOf } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";

/**
 * Review r27 (issue 34): an approval rule that names its approver, however long their title, is a
 * gate on every tool, or on the tools that touch the work it names, by that person's name; the
 * executive who signs too is named with them.
 */

const gateOf = (aiFriction: string) =>
  buildContext(
    inputFor(makeAnswers({ aiFriction, otherChallenge: "", aiExperience: "" })),
  ).constraints.find((c) => c.id === "vendor-approval");

describe("an approval rule that names its approver", () => {
  it.each([
    [
      "Our VP of Health, Safety and Environment, Carol Makela, must sign off on any tool that touches incident reports or gas readings.",
      "Carol Makela (VP of Health, Safety and Environment)",
      "incident reports or gas readings",
      undefined,
    ],
    [
      "I have set a hard ceiling of $40,000 for any AI project this fiscal year, and my sister Colleen, our co-owner and CFO, has to approve anything that touches payroll or supplier payments.",
      "Colleen (co-owner and CFO)",
      "payroll or supplier payments",
      undefined,
    ],
    [
      "Any new tool needs sign-off from me and from our risk and IT partner, Gord Halvorsen, and nothing new goes live between February 1 and May 15.",
      "you and Gord Halvorsen (risk and IT partner)",
      undefined,
      true,
    ],
    [
      "Client health information must stay in Canada, and every new system needs a privacy impact assessment signed by our Privacy Officer, Marc Gagné, and approval from the board's finance and audit committee.",
      "Marc Gagné (Privacy Officer)",
      undefined,
      true,
    ],
  ])("%s", (aiFriction, approver, data, everyTool) => {
    const gate = gateOf(aiFriction);
    expect(gate?.approver).toBe(approver);
    if (data) expect(gate?.data).toBe(data);
    expect(gate?.everyTool).toBe(everyTool);
  });

  it("puts the tools that touch the named work to the named person in the plan", () => {
    const report = markdownOf({
      aiFriction:
        "Our VP of Health, Safety and Environment, Carol Makela, must sign off on any tool that touches incident reports or gas readings.",
    });
    expect(report).toMatch(
      /Put each new vendor that would touch incident reports or gas readings to Carol Makela \(VP of Health, Safety and Environment\) for approval/,
    );
  });
});

describe("review r27: the assistant behind one a rule breaks", () => {
  it("is the suite's, never a server of the company's own", () => {
    const report = markdownOf({
      enterprisePlatforms: ["microsoft365"],
      aiToolsUsed: ["chatgpt", "copilot"],
      aiExperience:
        "All 46 of our people have had Microsoft 365 Copilot since September 2024. Partners use ChatGPT Team for tax research memos, on de-identified facts only.",
      aiFriction:
        "Client data must stay in Canada: our Microsoft 365 tenant is hosted in Canada, and we will not adopt a tool that processes client files in the US.",
    });
    expect(report).not.toMatch(/Ollama/);
  });
});

describe("review r28: a sign-off by a titled name, and a refusal since settled", () => {
  it("puts client-facing AI to the titled person and the executive", () => {
    expect(
      gateOf(
        "Any client-facing AI has to be signed off by Dr. Rao and by me, and the board approved $420,000 for AI in fiscal 2026.",
      )?.approver,
    ).toBe("you and Dr. Rao");
  });

  it("reads a refusal to be recorded 'at first' as no rule against recording", () => {
    const constraints = buildContext(
      inputFor(
        makeAnswers({
          aiFriction:
            "Several senior vets refused to have consults recorded at first, and we agreed that the scribe is never switched on during euthanasia conversations.",
          otherChallenge: "",
          aiExperience: "",
        }),
      ),
    ).constraints;
    expect(constraints.map((c) => c.id)).not.toContain("no-recording");
  });
});
