import { challenges, headOfficeAt, proseOf, rulesRead } from "@/tests/helpers/test-personas";

/**
 * Review r24 (#34): a freight brokerage's largest shipper requires 60 days' written notice before
 * its data goes into a new system and bars training AI on it. The report quoted the clause as a
 * red line and planned nothing; each pilot that could bring in a new system now starts under it.
 */
const CLAUSE =
  "Our largest shipper's contract requires 60 days' written notice before any of their shipment data goes into a new system, and it forbids using their data to train AI models.";

describe("a customer's contract terms on its data", () => {
  it.each([
    [
      CLAUSE,
      "your largest shipper given 60 days' written notice before any of their data goes into a new system, and none of their data used to train AI, as their contract requires",
    ],
    [
      "Le contrat de notre plus gros client exige un préavis de 60 jours avant que ses données aillent dans un nouveau système, et interdit de les utiliser pour entraîner l'IA.",
      "your biggest customer given 60 days' notice before any of their data goes into a new system, and none of their data used to train AI, as their contract requires",
    ],
    [
      "Our biggest customer's contract bars any AI from training on their drawings.",
      "none of your biggest customer's data used to train AI, as their contract requires",
    ],
  ])("%j is read as the terms it states", (words, respect) => {
    expect(rulesRead(words)).toEqual([["customer-terms", respect]]);
  });

  it("puts every pilot that could bring in a new system under them", () => {
    const broker = proseOf({
      companyIndustry: "other",
      companyEmployees: "11-50",
      ...headOfficeAt("Milton, Ontario"),
      businessChallenges: challenges("other", 0, 1),
      otherChallenge:
        "Our brokers re-key every rate confirmation into our TMS, about 30 minutes per load.",
      aiFriction: CLAUSE,
    });
    expect(broker).toMatch(
      /puts any of your largest shipper's data into a new system, they are given 60 days' written notice first, and its tool is used only under terms that bar training on their data/,
    );
  });

  it("is no contract term without a customer's contract", () => {
    const read = rulesRead("We give 60 days' notice before any new system goes live.");
    expect(read.map(([id]) => id)).not.toContain("customer-terms");
  });
});
