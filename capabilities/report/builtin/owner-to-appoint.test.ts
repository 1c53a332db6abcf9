import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, proseOf } from "@/tests/helpers/test-personas";

/**
 * Issue 34: from 51 to 500 staff the people the executive names own the work of their area, and
 * an area no one is named for has an owner to appoint ("a person you appoint in operations"), never a
 * "Head of X", "Director of Y" or manager the answers do not show.
 */

const GUESSED =
  /\b(?:the|The) (?:Operations Manager|HR Manager|Controller|IT Manager|Customer Service (?:Lead|Manager)|Guest Services Manager|Clinical Director|Director of \w+|Head of \w+)\b/;

const tours = (companyEmployees: AssessmentInput["companyEmployees"], otherChallenge: string) =>
  proseOf({
    companyName: "Salish Sea Whale Watching",
    executiveTitle: "Owner",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees,
    businessChallenges: challenges("travel-hospitality-tourism", 4, 5),
    aiDepartments: ["operations", "customer_service", "hr"],
    aiExperience: "",
    aiFriction: "",
    otherChallenge,
  });

describe("owners the answers show, from 51 to 500 staff", () => {
  const marisol =
    "Our ops lead Marisol rebuilds the skipper schedule every time the weather cancels a tour.";

  it("gives the work to the person named, and the rest to someone the executive names", () => {
    for (const size of ["51-200", "201-500"] as const) {
      const text = tours(size, marisol);
      expect(text).toMatch(/owned by Marisol \(ops lead\)|Marisol \(ops lead\) owns it/);
      expect(text).toMatch(/a person you appoint in (?:customer service|HR)/);
      expect(text).not.toMatch(GUESSED);
    }
  });

  it("names the French controller for her area", () => {
    const text = proseOf({
      companyName: "Services financiers Laurentides inc.",
      executiveTitle: "Président",
      companyIndustry: "financial-services",
      companyEmployees: "201-500",
      businessChallenges: challenges("financial-services", 1, 2),
      aiDepartments: ["finance", "operations"],
      aiExperience: "",
      aiFriction: "",
      otherChallenge: "Notre contrôleuse Julie rapproche les commissions à la main chaque mois.",
    });
    expect(text).toContain("Julie (controller)");
    expect(text).not.toMatch(GUESSED);
  });

  it("gives a customer named in the answers no work", () => {
    const text = tours(
      "51-200",
      "Our biggest customer, Raj Patel, books a charter every week and keeps asking for faster replies.",
    );
    expect(text).not.toMatch(/owned by Raj|Raj \(/);
    expect(text).not.toMatch(GUESSED);
  });

  it("keeps the titles a company of over 500 has", () => {
    expect(tours("501-1000", "")).toMatch(GUESSED);
    expect(tours("501-1000", "")).not.toMatch(/a person you appoint in/);
  });

  // Round 12: the executive of a firm of up to 50 owns one pilot, not every one.
  it("leaves a firm of up to 50 with the executive owning one pilot no one named does", () => {
    const text = tours("11-50", "");
    expect(text).toMatch(/Start the first pilot on [^.]*, owned by the Owner\b/);
    expect(text).toContain("owned by a person you appoint in HR");
  });
});
