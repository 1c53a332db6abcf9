import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { personName } from "./person-credentials";

/**
 * A name typed with its letters is the person and their credential (#34, review r18): the report
 * says "Hélène Gagnon's words", and the owner reads "Hélène Gagnon (ing., President)" (her role in English, as every role the report assigns), never
 * "Hélène Gagnon ing.'s words".
 */

describe("the letters after a name", () => {
  it.each([
    ["Hélène Gagnon ing.", "Hélène Gagnon", "ing."],
    ["Tomasz Nowak, P.Ag.", "Tomasz Nowak", "P.Ag."],
    ["Grace Obi RPN", "Grace Obi", "RPN"],
    ["Wei Zhang P.Geo., PMP", "Wei Zhang", "P.Geo., PMP"],
  ])("reads “%s” as %s with %s", (typed, name, credentials) => {
    expect(personName(typed)).toEqual({ name, credentials });
  });

  it.each(["Anne Marie ROY", "Jean de la Fontaine", "Li Na"])(
    "reads “%s” as a name alone",
    (typed) => {
      expect(personName(typed)).toEqual({ name: typed, credentials: null });
    },
  );
});

describe("an engineering firm whose president signs with her letters, in French", () => {
  let text: string;
  beforeAll(() => {
    text = documentsText(
      makeAnswers({
        executiveName: "Hélène Gagnon ing.",
        executiveTitle: "Présidente",
        companyName: "Génie Chaudière",
        companyIndustry: "consulting",
        companyEmployees: "1-10",
        headOfficeLocation: "other",
        customLocation: "Lévis, Québec",
        aiExperience: "J'utilise ChatGPT pour rédiger nos rapports d'inspection.",
      }),
    );
  });

  it("speaks of the person by her name", () => {
    expect(text).toContain("In Hélène Gagnon's words");
    expect(text).not.toMatch(/Hélène Gagnon ing\./);
  });

  it("shows her letters beside her role where she owns the work", () => {
    expect(text).toContain("**Owner:** Hélène Gagnon (ing., President)");
  });
});
