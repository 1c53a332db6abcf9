import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { statedChildAges } from "./child-ages";
import { generateReport } from "./index";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * The family section prescribes by age only what the family stated (issue 34): the ages its own
 * words give and no others; with none given, no age band at all, since a band the words do not
 * show would read the same for every family (review r20).
 */

/** The family section of the Markdown report, as the executive reads it. */
function familyMarkdown(family: Partial<AssessmentInput>): string {
  const { markdownReport } = generateReport(inputFor(makeAnswers(family)));
  const start = markdownReport.search(/^#+ .*Family/m);
  expect(start).toBeGreaterThan(-1);
  return markdownReport.slice(start);
}

const BARE_AGE_GROUP = /\*\*(?:Under 8|8 to 12|13 to 17):/;

describe("the children's ages a family states", () => {
  it.each([
    ["My son (16) uses it for chemistry homework and our 11-year-old asks Alexa", [11, 16]],
    ["The kids, aged 6 and 9, ask the smart speaker for stories", [6, 9]],
    ["Ma fille de 14 ans l'utilise pour ses devoirs de français", [14]],
    ["Nos enfants de 6 et 9 ans posent des questions à Google", [6, 9]],
    ["The twins are seven years old and love the drawing app", [7]],
    ["My son, 15, uses it for coding", [15]],
    // A child named before the age (#34): "our son Liam (14)", "Léa (12 ans) et Félix (9 ans)"
    ["Our daughter Priya (11) and her brother Dev (16) ask Siri for facts", [11, 16]],
    ["Our boys Noah (7) and Eli (15) ask Alexa for jokes", [7, 15]],
    ["Nos enfants, Zoé (6 ans) et Hugo (11 ans), posent des questions", [6, 11]],
    ["Ma fille Camille (13 ans) l'utilise pour l'anglais", [13]],
    // Ages told as a sentence tells them (#34): "our son is 16", "sixteen", "16 yo", « seize ans »
    ["Our daughter is sixteen and uses ChatGPT for essays", [16]],
    ["My son, who is 16, uses it for coding", [16]],
    ["My 16 yo son uses Snapchat's My AI", [16]],
    ["Our kids are 12 and 16", [12, 16]],
    ["Two kids: 9 and 16.", [9, 16]],
    ["My daughter is 9, my son is 12", [9, 12]],
    ["Notre fils de seize ans utilise ChatGPT", [16]],
    ["Notre fille de dix-sept ans l'utilise", [17]],
  ])("reads %j", (words, ages) => expect(statedChildAges(words)).toEqual(ages));

  it.each([
    "We have used Copilot for 3 years",
    "On s'en sert depuis 2 ans pour les voyages",
    "Our 3-year plan for the cottage",
    "My 22-year-old daughter uses it at university",
    "Recipes (12) and the weekly grocery list",
    "My mother (81) asks it about her garden",
    "Pierre (12) is our ERP's twelfth release",
    "The kids: 2 iPads and a Chromebook",
    "Our kids are 2 hours a day on screens",
    "Our kids are 3 of 5 users",
  ])("reads no child's age in %j", (words) => expect(statedChildAges(words)).toEqual([]));
});

describe("the family section's age practices", () => {
  it("uses only the ages the family stated", () => {
    const text = familyMarkdown({
      householdAiUse: ["education", "other"],
      householdAiUseOther:
        "Our 10-year-old asks the speaker for stories and my daughter (14) drafts essays",
      childAiConcerns: ["shortcuts", "content", "self_esteem"],
      rulesForChildren: "enforced",
    });
    expect(text).toMatch(/\*\*Your 10-year-old: /);
    expect(text).toMatch(/\*\*Your 14-year-old: /);
    expect(text).not.toMatch(/Under 8|8 to 12|13 to 17|Widen the circle/);
  });

  it("groups children of one age band, in French words too", () => {
    const text = familyMarkdown({
      householdAiUse: ["education", "other"],
      householdAiUseOther: "Nos enfants de 9 et 11 ans l'utilisent pour les devoirs",
      childAiConcerns: ["shortcuts", "privacy"],
      rulesForChildren: "informal",
    });
    expect(text).toMatch(/\*\*Your 9- and 11-year-olds: /);
    expect(text).not.toMatch(/Under 8|13 to 17|year-old:.*year-old:/s);
  });

  it("speaks to a child the family tells of even when it names no concern, inventing none", () => {
    const text = familyMarkdown({
      householdAiUse: ["other"],
      householdAiUseOther: "My wife uses it for recipes; our son is 16 and asks it about cars",
      childAiConcerns: ["none"],
      rulesForChildren: "informal",
    });
    expect(text).toMatch(/\*\*Your 16-year-old: Keep the conversation open\.\*\*/);
    expect(text).not.toMatch(/shortcut|comparison|confidant|filters/i);
  });

  it("gives no child's practice to a household without children", () => {
    const text = familyMarkdown({
      householdAiUse: ["other"],
      householdAiUseOther: "Our 16-year-old nephew visits in summer",
      childAiConcerns: ["no_children"],
      rulesForChildren: "no_rules",
    });
    expect(text).not.toMatch(/year-old:/);
  });

  it("states no age for a grown child, and gives no age band", () => {
    const text = familyMarkdown({
      householdAiUse: ["travel", "other"],
      householdAiUseOther: "My 19-year-old son uses it for his engineering courses",
      childAiConcerns: ["thinking"],
      rulesForChildren: "no_rules",
    });
    expect(text).not.toMatch(/year-old:/);
    expect(text).not.toMatch(BARE_AGE_GROUP);
  });

  it.each([
    [["travel", "education"], ["shortcuts", "thinking"], "informal"],
    [["scheduling", "education"], ["content", "social", "privacy"], "difficult"],
    [["finances"], ["self_esteem"], "no_rules"],
  ] as const)(
    "gives no age band when no age is given (%j)",
    (householdAiUse, childAiConcerns, rulesForChildren) => {
      const text = familyMarkdown({
        householdAiUse: [...householdAiUse],
        householdAiUseOther: "",
        childAiConcerns: [...childAiConcerns],
        rulesForChildren,
      });
      expect(text).not.toMatch(/If your children are|under 8|8 to 12|13 to 17/i);
      expect(text).not.toMatch(BARE_AGE_GROUP);
      expect(text).not.toMatch(/school term/);
    },
  );
});

describe("the ages a family states beside its children's names (#34)", () => {
  it("speaks of grandchildren as grandchildren (review 15: « nos petits-enfants (7 et 11 ans) »)", () => {
    const french = familyMarkdown({
      householdAiUse: ["education", "other"],
      householdAiUseOther:
        "Nos petits-enfants (7 et 11 ans) passent les fins de semaine chez nous.",
      childAiConcerns: ["shortcuts", "privacy"],
      rulesForChildren: "informal",
    });
    expect(french).toMatch(/\*\*Your 7-year-old grandchild: /);
    expect(french).toMatch(/\*\*Your 11-year-old grandchild: /);
    const english = familyMarkdown({
      householdAiUse: ["entertainment", "other"],
      householdAiUseOther:
        "Our grandkids, aged 9 and 12, visit every summer and ask Alexa everything.",
      childAiConcerns: ["content"],
      rulesForChildren: "informal",
    });
    expect(english).toMatch(/\*\*Your 9- and 12-year-old grandchildren: /);
  });

  it("shows only the age practices of the children named, with their ages", () => {
    const section = familyMarkdown({
      householdAiUse: ["entertainment", "other"],
      householdAiUseOther: "Our boys Noah (7) and Eli (15) ask Alexa for jokes and game tips",
      childAiConcerns: ["content", "social"],
      rulesForChildren: "informal",
    });
    expect(section).toMatch(/\*\*Your 7-year-old: /);
    expect(section).toMatch(/\*\*Your 15-year-old: /);
    expect(section).not.toMatch(/If your children are|8 to 12|under 8/i);
  });

  it("reads them in French", () => {
    const section = familyMarkdown({
      householdAiUse: ["education", "other"],
      householdAiUseOther:
        "Nos enfants, Zoé (6 ans) et Hugo (11 ans), posent des questions à l'assistant vocal",
      childAiConcerns: ["shortcuts", "privacy"],
      rulesForChildren: "no_rules",
    });
    expect(section).toMatch(/\*\*Your 6-year-old: /);
    expect(section).toMatch(/\*\*Your 11-year-old: /);
    expect(section).not.toMatch(/If your children are|13 to 17/);
  });
});
