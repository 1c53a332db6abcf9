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
