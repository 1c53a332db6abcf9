import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): postings that draw too few applicants are a role the firm cannot fill, its
 * work covered; never "hire faster", measured in days from posting to offer.
 */

it("reads postings that draw too few applicants as a role the firm cannot fill", () => {
  const report = markdownOf({
    companyIndustry: "consulting",
    otherChallenge:
      "Our last two senior accountant postings drew 3 qualified applicants between them.",
    aiFriction: "",
    aiExperience: "",
  });
  expect(report).toMatch(/Cover the work of the role you cannot fill/);
  expect(report).not.toMatch(/Hire faster without handing the decision to AI/);
  expect(report).not.toMatch(/days from posting to accepted offer/);
});
