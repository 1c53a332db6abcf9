import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r18 class 3: an answer no theme reads is scoped by a step that quotes one statement of
 * it, never the whole answer pasted in.
 */

it.each([
  [
    "English",
    "Customers phone and email all day asking about part availability and order status. Nobody here has had the time to look into it.",
  ],
  [
    "French",
    "Les clients appellent et écrivent toute la journée pour savoir si une pièce est disponible. Le comptoir est débordé le samedi.",
  ],
])("the obstacle step quotes one sentence of an answer, in %s", (_language, friction) => {
  const text = documentsText(
    makeAnswers({
      companyName: "Bedford Basin Marine Supply",
      companyIndustry: "retail",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Halifax, Nova Scotia",
      aiFriction: friction,
    }),
  );
  const [first, second] = friction.split(/(?<=\.) /);
  const step = text.split(/\n|\\n/).find((l) => l.includes("Remove the obstacle you named"));
  expect(step).toContain(`(“${first!.replace(/\.$/, "")}”)`);
  expect(step).not.toContain(second!.replace(/\.$/, ""));
});
