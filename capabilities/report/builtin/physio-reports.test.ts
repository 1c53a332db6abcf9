import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r23 (#34): Winnipeg physiotherapy clinics whose therapists spend 200 hours a week on MPI
 * and WCB reports, where staff refuse to be recorded and four physios already use Jane's scribe.
 * The pilot is named by the reports they wrote of, the same in the first steps as on the roadmap;
 * a scribe that records a visit is never offered first for work done with nobody recorded; and
 * Manitoba's PHIA calls the clinic a trustee, never a custodian.
 */
const clinics = proseOf({
  companyName: "Red River Physiotherapy",
  executiveTitle: "Owner and Clinic Director",
  companyIndustry: "healthcare",
  companyEmployees: "51-200",
  companyRevenue: "1m-10m",
  ...headOfficeAt("Winnipeg, Manitoba"),
  businessChallenges: challenges("healthcare", 0, 1, 2),
  otherChallenge:
    "Our 40 physios and massage therapists spend about 200 hours a week on MPI and WCB reports.",
  aiFriction: "Staff refuse to have treatment sessions recorded.",
  aiExperience: "Four of our physios use Jane's AI Scribe for their notes.",
  otherPlatforms: "Jane App",
  aiDepartments: ["operations", "finance"],
});

describe("physiotherapy clinics buried in insurers' reports", () => {
  it("names the pilot by the reports, in the first steps as on the roadmap", () => {
    expect(clinics).toMatch(/Launch the first pilot on drafting the MPI and WCB reports/);
    expect(clinics).toMatch(/Within 60 days: start the pilot on drafting the MPI and WCB reports/);
    expect(clinics).not.toMatch(/drafting the documents you described/);
    expect(clinics).not.toMatch(/start the pilot on visit notes/i);
  });

  it("never offers the recording scribe first for work done with nobody recorded", () => {
    expect(clinics).not.toMatch(/first Jane's AI Scribe/);
  });

  it("holds the clinics to Manitoba's PHIA as a trustee", () => {
    expect(clinics).toMatch(/health information that health trustees hold/);
    expect(clinics).not.toMatch(/custodian/);
  });
});
