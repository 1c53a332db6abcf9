import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { dataLeakIn } from "./data-incident";

/**
 * Review r18 class 2: a data leak the executive describes, outside any AI tool ("an employee
 * emailed a client list to a personal account"), shapes the plan: the AI use policy says where
 * data may be sent and walks everyone through it, and the shadow-AI risk says it has happened.
 */

const agency = (aiFriction: string) =>
  makeAnswers({
    executiveName: "Priya Sandhu",
    executiveTitle: "Managing Director",
    companyName: "Foothills Talent Partners",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    headOfficeLocation: "other",
    customLocation: "Calgary, Alberta",
    aiFriction,
  });

describe.each([
  ["English", "Last spring a recruiter forwarded our candidate files to his personal Gmail."],
  ["French", "L'an dernier, une employée a envoyé la liste des clients à son adresse personnelle."],
])("a leak described in %s", (_language, leak) => {
  let text = "";
  beforeAll(() => {
    text = documentsText(agency(`${leak} Staff are wary of new tools.`));
  });
  const quoted = `you wrote “${leak.replace(/\.$/, "")}”`;

  it("makes the AI use policy say where data may be sent, quoting the leak", () => {
    expect(text).toContain(
      `Say where client and staff data may and may not be sent, in AI tools or not, and walk every employee through it, since it has happened before: ${quoted}.`,
    );
  });

  it("makes the shadow-AI risk say data has already left once", () => {
    expect(text).toContain(`Data has already left Foothills Talent Partners once (${quoted})`);
  });
});

it.each([
  "Client lists are never sent to a personal account.",
  "We worry someone might email a client list to a personal account.",
])("“%s” is no leak", (words) => {
  expect(dataLeakIn(agency(words))).toBeNull();
});
