import { makeAnswers } from "@/tests/helpers/test-answers";
import { itShown } from "./it-shown";

/**
 * Review 15: a hardware chain that wrote "Pas de service informatique" got "a person you appoint in
 * IT" as an owner. IT said not to exist is not shown; IT said to exist, in either language, is.
 */
const shows = (aiFriction: string) =>
  itShown(
    makeAnswers({
      companyIndustry: "retail",
      executiveTitle: "Président",
      otherChallenge: undefined,
      aiExperience: undefined,
      aiFriction,
    }),
  );

describe("whether the answers show anyone doing IT", () => {
  it.each([
    "Pas de service informatique : un consultant vient deux jours par mois.",
    "We have no IT department; the owner's nephew fixes the printers.",
    "Il n'y a aucune équipe informatique chez nous.",
  ])("reads %j as no IT", (text) => {
    expect(shows(text)).toBe(false);
  });

  it.each([
    "Our IT contractor patches the servers every month.",
    "IT is one person, Sam, who also does payroll.",
    "Notre technicien informatique gère les postes.",
  ])("reads %j as IT shown", (text) => {
    expect(shows(text)).toBe(true);
  });
});
