import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * The executive's words mean what they say (issue 34, round 16): a « syndicat de copropriété »
 * is the condominium corporation a manager serves, never a labour union with a collective
 * agreement, while a union of staff is still one.
 */

const condoManager = (otherChallenge: string) =>
  documentsText(
    makeAnswers({
      companyName: "Syndic Rive-Sud inc.",
      companyIndustry: "real-estate",
      headOfficeLocation: "other",
      customLocation: "Longueuil, QC",
      otherChallenge,
    }),
  );

describe("a condominium's syndicat is no labour union", () => {
  it.each([
    "Nous administrons 24 syndicats de copropriété à Longueuil et Brossard. Les syndicats nous demandent leurs procès-verbaux dans la semaine, et nos deux gestionnaires n'y arrivent plus.",
    "Nous servons 12 syndicats des copropriétaires sur la Rive-Sud; chaque assemblée annuelle prend trois jours de préparation.",
  ])("brings in no union and no collective agreement: %s", (challenge) => {
    const text = condoManager(challenge);
    expect(text).not.toMatch(/\bunion\b|collective agreement/i);
  });

  it("still reads the union of the manager's own staff", () => {
    const text = condoManager(
      "Nous gérons 18 syndicats de copropriété. Nos concierges sont syndiqués (CSN) et la convention collective exige un préavis de 60 jours avant tout changement technologique.",
    );
    expect(text).toMatch(/\bunion\b/i);
  });

  it("reads no union in a remittance sent through Western Union", () => {
    const text = documentsText(
      makeAnswers({
        companyName: "Kamloops Orchard Co-op",
        otherChallenge:
          "Our seasonal pickers send wages home through Western Union and ask us for pay stubs in Spanish every week.",
      }),
    );
    expect(text).not.toMatch(/bring the union in|collective agreement/i);
  });
});
