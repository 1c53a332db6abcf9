import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Review r20 class 6: a friction answer's sentence that only tells of AI in use ("One of our
 * shift supervisors uses Otter.ai…", "We have 60 Copilot licences") is what is in place, never
 * quoted as where adoption meets friction nor as an obstacle to remove; a sentence that says what
 * holds AI back still is.
 */

const text = (aiFriction: string) =>
  documentsText(
    makeAnswers({
      companyName: "Nickel Basin Mine Contractors",
      companyIndustry: "other",
      companyEmployees: "1001-5000",
      aiToolsUsed: ["none"],
      aiExperience: "",
      aiFriction,
    }),
  );

it.each([
  "One of our shift supervisors uses Otter.ai to transcribe the toolbox talks.",
  "We have 60 Copilot licences in the office.",
])("never quotes %j as friction or as an obstacle", (sentence) => {
  const documents = text(sentence);
  expect(documents).not.toContain("Where AI adoption meets friction");
  expect(documents).not.toContain("Remove the obstacle you named");
});

it("still quotes the sentence that says what holds AI back", () => {
  const documents = text(
    "One of our shift supervisors uses Otter.ai to transcribe the toolbox talks. Underground crews have no signal and no time to learn new tools.",
  );
  expect(documents).toContain(
    "Where AI adoption meets friction, you wrote: “Underground crews have no signal and no time to learn new tools”",
  );
  expect(documents).not.toMatch(/friction, you wrote: “One of our shift supervisors/);
});
