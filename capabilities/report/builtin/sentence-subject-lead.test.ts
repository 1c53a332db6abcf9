import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): "Our 31 hygienists each spend about 35 minutes a day on insurance
 * pre-determinations: … writing narratives …" is claims work, read by two themes (the claims and
 * the paperwork). The one the sentence names first is its subject and leads, whatever order the
 * executive ticked the challenges in: never chart notes measured per appointment.
 */
const dental = proseOf({
  companyName: "Harbour Dental Group",
  companyIndustry: "healthcare",
  companyEmployees: "51-200",
  ...headOfficeAt("Halifax, Nova Scotia"),
  businessChallenges: challenges("healthcare", 0, 2),
  otherChallenge:
    "Our 31 hygienists each spend about 35 minutes a day on insurance pre-determinations: pulling perio charting and X-ray findings, writing narratives for Medavie Blue Cross, Sun Life and Canada Life, and chasing CDCP pre-authorizations.",
  otherPlatforms: "Dentrix Ascend",
});

it("leads with the work the sentence names first", () => {
  expect(dental).toMatch(
    /Start with pre-approvals and claims to funders and insurers as the first pilot/,
  );
  expect(dental).not.toMatch(/Start with drafting the paperwork as the first pilot/);
  expect(dental).toMatch(/Within 60 days: start the pilot on claims and predeterminations checked/);
});
