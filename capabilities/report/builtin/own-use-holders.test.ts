import type { AssessmentInput } from "@/model/assessment/schemas";
import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 class 2: with Copilot and ChatGPT both ticked, each tool goes to whoever the words
 * say uses it. "Our controller tried Copilot in Excel" never leaves the report saying only that
 * the executive "personally uses ChatGPT", nor gives the controller's Copilot to the executive.
 */

const report = (more: Partial<AssessmentInput>) =>
  markdownOf({ aiToolsUsed: ["copilot", "chatgpt"], ...more });

it("gives Copilot to the controller who tried it and ChatGPT to the executive", () => {
  const md = report({
    companyName: "Northwind Grain Ltd.",
    companyIndustry: "manufacturing",
    aiExperience: "I draft my letters with ChatGPT; our controller tried Copilot in Excel.",
  });
  expect(md).toMatch(
    /personally uses ChatGPT \(and says the controller has tried Microsoft Copilot\)/,
  );
  expect(md).toMatch(/You use ChatGPT yourself \(the controller has tried Microsoft Copilot\)/);
  expect(md).not.toMatch(/personally uses (?:Microsoft Copilot|ChatGPT and Microsoft Copilot)/);
});

it("reads the executive as the one helped, and a colleague's use in another sentence", () => {
  const md = report({
    companyName: "Kootenay Dental Group",
    companyIndustry: "healthcare",
    headOfficeLocation: "other",
    customLocation: "Nelson, British Columbia",
    aiExperience:
      "ChatGPT helps me write patient newsletters. Our office manager uses Copilot in Outlook every day.",
  });
  expect(md).toMatch(
    /personally uses ChatGPT \(and says the office manager uses Microsoft Copilot\)/,
  );
});

it("names each colleague's tool when the executive uses neither", () => {
  const md = report({
    companyName: "Fundy Freight Brokers",
    companyIndustry: "other",
    aiExperience:
      "My assistant uses ChatGPT for minutes and Priya in accounting tried Copilot in Excel.",
  });
  expect(md).toMatch(/says Priya has tried Microsoft Copilot and the assistant uses ChatGPT/);
  expect(md).not.toMatch(/personally uses/);
});

it("credits no tool to an executive who says they do not use AI themselves (review r26)", () => {
  const md = report({
    aiToolsUsed: ["copilot", "other"],
    aiExperience:
      "Our QA lead has started using Copilot in Excel to summarize temperature logs. I don't really use AI myself.",
  });
  expect(md).not.toMatch(/personally uses/);
  expect(md).toMatch(/says Microsoft Copilot is used by others at work/);
});

it("never takes a place for a person (review r26: “at Portage and Neepawa”)", () => {
  const md = report({
    aiExperience:
      "Since March our service writers at Portage and Neepawa have used Copilot in Outlook to turn notes into warranty claims. I use ChatGPT myself for ad copy.",
  });
  expect(md).not.toMatch(/Neepawa uses/);
  expect(md).toMatch(
    /personally uses ChatGPT \(and says Microsoft Copilot is used by others at work\)/,
  );
});

describe("review r27: who the words give each tool to", () => {
  it("gives the tools a plural role opens a sentence with to that group, said once", () => {
    const md = markdownOf({
      aiToolsUsed: ["copilot", "chatgpt", "claude"],
      aiExperience:
        "All 46 of our people have had Microsoft 365 Copilot since September 2024. Partners use ChatGPT Team and Claude for tax research memos, on de-identified facts only.",
    });
    expect(md).toMatch(
      /personally uses Microsoft Copilot \(and says the partners use ChatGPT and Claude\)/,
    );
    expect(md).not.toMatch(/Partners uses|used by others at work/);
  });

  it("reads « Personnellement, j'utilise ChatGPT » as the executive's own use", () => {
    const md = markdownOf({
      aiToolsUsed: ["chatgpt"],
      aiExperience:
        "Personnellement, j'utilise ChatGPT pour préparer mes présentations à la banque et au conseil.",
    });
    expect(md).toMatch(/personally uses ChatGPT/);
    expect(md).not.toMatch(/other than ChatGPT/);
  });

  it("says the family's French use in English around the quotation", () => {
    const md = markdownOf({
      householdAiUseOther: "Mon conjoint utilise ChatGPT pour planifier les repas de la semaine.",
    });
    expect(md).toMatch(/ChatGPT for “planifier les repas de la semaine”/);
    expect(md).not.toMatch(/ChatGPT pour “/);
  });
});
