import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers, type FamilyAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * The family section reads the family's own words, not only the checkboxes (#34): a sentence is
 * read for the uses it tells, never listed as a task; a spouse's use is the household's; a scam
 * or deepfake that happened comes first and holds the score below "Advanced"; an older relative
 * gets a line of their own. In English and French.
 */

const propertyManager: Partial<AssessmentInput> = {
  companyName: "Prairie Edge Property Management",
  companyIndustry: "real-estate",
  headOfficeLocation: "other",
  customLocation: "Regina, SK",
};
const pharmacie: Partial<AssessmentInput> = {
  companyName: "Pharmacie Bouchard et Fils",
  companyIndustry: "healthcare",
  headOfficeLocation: "other",
  customLocation: "Sherbrooke, QC",
};

/** The family section of the Markdown report, as the executive reads it. */
function familyOf(company: Partial<AssessmentInput>, household: FamilyAnswers): string {
  const { markdownReport } = generateReport(inputFor(makeAnswers({ ...company, ...household })));
  const start = markdownReport.search(/^## Personal and Family/m);
  expect(start).toBeGreaterThan(-1);
  const end = markdownReport.indexOf("\n## ", start + 1);
  return markdownReport.slice(start, end);
}

const summaryOf = (section: string) => /\*\*Family AI readiness:[^\n]*/.exec(section)![0];
const recommendationsOf = (section: string) =>
  section.slice(section.indexOf("safety recommendations"), section.indexOf("### Family best"));

describe("the household's own words are read, never listed as a task", () => {
  it.each([
    [
      propertyManager,
      "Our daughter Maya uses it to practise French vocabulary and my husband plans our camping trips with it",
      // Only the words as written are "in the family's own words" (r18), never a use's label.
      /AI helps with 2 household tasks \(travel planning, and, in the family's own words, “practise French vocabulary”\)/,
    ],
    [
      pharmacie,
      "Mon conjoint s'en sert pour les recettes et ma fille pour ses devoirs de maths",
      /AI helps with 2 household tasks \(education and homework, and, in the family's own words, “les recettes”\)/,
    ],
  ])("reads “%s”", (company, words, tasks) => {
    const section = familyOf(company, {
      householdAiUse: ["other"],
      householdAiUseOther: words,
      childAiConcerns: ["shortcuts"],
      rulesForChildren: "informal",
    });
    expect(summaryOf(section)).toMatch(tasks);
    expect(section).not.toMatch(/“(?:Our daughter|Mon conjoint)/);
  });

  it.each([
    [
      propertyManager,
      "My husband uses Gemini for meal plans and budgeting; I don't use it myself.",
    ],
    [
      pharmacie,
      "Ma conjointe utilise ChatGPT pour planifier nos voyages; moi, je ne l'utilise pas.",
    ],
  ])(
    "counts a spouse's use as the household's, never suggests it as new: “%s”",
    (company, words) => {
      const section = familyOf(company, {
        householdAiUse: ["other"],
        householdAiUseOther: words,
        childAiConcerns: ["no_children"],
        rulesForChildren: "no_rules",
      });
      expect(summaryOf(section)).toMatch(
        /AI helps with \d household tasks? \(in the family's own words, “(?:meal plans and budgeting|planifier nos voyages)”\)/,
      );
      expect(section).not.toMatch(/does not use AI|A first low-risk use|planning a week of meals/);
    },
  );
});

describe("an incident the family's words tell", () => {
  const prepared: FamilyAnswers = {
    preparednessLevel: "fully",
    rulesForChildren: "enforced",
    householdAiUse: ["finances", "health", "scheduling", "other"],
    childAiConcerns: ["privacy", "thinking"],
  };

  it.each([
    [
      propertyManager,
      "My father-in-law lost $2,400 last spring to a fake bank call that used AI; the kids use it for science fair ideas",
    ],
    [
      pharmacie,
      "Ma grand-mère a failli envoyer 5 000 $ à un arnaqueur qui imitait la voix de mon fils",
    ],
  ])(
    "comes first, with concrete steps, and holds the score below Advanced: “%s”",
    (company, words) => {
      const section = familyOf(company, { ...prepared, householdAiUseOther: words });
      expect(summaryOf(section)).toMatch(/7\/10 \(High\)/);
      expect(summaryOf(section)).toMatch(
        /held at 7\/10, below Advanced \(the answers alone score (?:8|9|10)\/10\), because your own words tell of a scam that reached an older relative/,
      );
      const first = recommendationsOf(section).split("\n- ")[1]!;
      expect(first).toMatch(/^\*\*Put the scam rules in place first\*\* \(high priority\)/);
      expect(first).toContain(`You wrote “${words.split(";")[0]}”`);
      expect(first).toMatch(/code word.*call back.*alerts.*Canadian Anti-Fraud Centre/);
      expect(section).toMatch(/### Resources\n\n- \[Canadian Anti-Fraud Centre\]/);
      expect(section).toMatch(/\*\*Older relatives in the family: /);
    },
  );

  it("answers a worry about scams with the rules, without holding the score", () => {
    const section = familyOf(propertyManager, {
      ...prepared,
      householdAiUseOther: "We worry about voice-clone scams aimed at my parents",
    });
    expect(summaryOf(section)).toMatch(/\(Advanced\)/);
    expect(summaryOf(section)).not.toMatch(/held at/);
    expect(recommendationsOf(section)).toMatch(/Agree the family's scam rules/);
  });

  it("deals with a deepfake of a child first", () => {
    const section = familyOf(propertyManager, {
      ...prepared,
      householdAiUseOther:
        "A classmate made a deepfake of our daughter (15) and shared it in a group chat",
    });
    expect(summaryOf(section)).toMatch(/held at 7\/10, below Advanced.*a deepfake/);
    expect(recommendationsOf(section).split("\n- ")[1]).toMatch(
      /Deal with the faked image first.*Cybertip\.ca.*NeedHelpNow\.ca/,
    );
  });
});

describe("worries and people the words name", () => {
  it.each([
    [
      propertyManager,
      "My in-laws live with us and my mother-in-law forwards AI-made videos about miracle cures",
    ],
    [
      pharmacie,
      "Mes parents habitent avec nous; mon père croit les vidéos générées par l'IA sur la santé",
    ],
  ])("gives older relatives a line on misinformation and scams: “%s”", (company, words) => {
    const section = familyOf(company, {
      householdAiUse: ["education", "other"],
      householdAiUseOther: words,
      childAiConcerns: ["content"],
      rulesForChildren: "informal",
    });
    expect(section).toMatch(
      /\*\*Older relatives in the family: Check before acting, sharing or paying\.\*\* .*doctor or pharmacist.*called back/,
    );
    expect(summaryOf(section)).not.toMatch(/health and fitness|“/);
  });

  it("asks about a child's AI companion, in French words", () => {
    const section = familyOf(pharmacie, {
      householdAiUse: ["entertainment", "other"],
      householdAiUseOther:
        "Notre fils de 13 ans parle à un ami virtuel sur Character.AI tous les soirs",
      childAiConcerns: ["content"],
      rulesForChildren: "difficult",
    });
    expect(recommendationsOf(section)).toMatch(
      /\*\*Ask about the AI companion\*\* \(high priority\)/,
    );
    expect(section).toMatch(/\*\*Your 13-year-old: /);
    expect(section).toMatch(/less time with friends/);
  });

  it("brings homework done in secret into the open and answers a plagiarism worry", () => {
    const section = familyOf(propertyManager, {
      householdAiUse: ["education", "other"],
      householdAiUseOther:
        "Our twins secretly use ChatGPT for essays; my wife teaches grade 10 English and worries about plagiarism",
      childAiConcerns: ["thinking"],
      rulesForChildren: "no_rules",
    });
    const recommendations = recommendationsOf(section);
    expect(recommendations).toMatch(/Bring homework AI into the open/);
    expect(recommendations).toMatch(/Agree what counts as copying/);
    expect(section).toMatch(/AI as a shortcut for schoolwork/);
  });
});
