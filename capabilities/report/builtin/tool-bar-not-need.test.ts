import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r25 (#34): "The phone service may book, confirm and reschedule only. It must never give
 * clinical advice, quote fees or discuss a patient's treatment or coverage." bars an AI tool from
 * work; its words ("quote fees") are no need for a quoting pilot.
 */
const clinic = (aiFriction: string) =>
  proseOf({
    companyName: "Harbour Dental Group",
    companyIndustry: "healthcare",
    companyEmployees: "51-200",
    ...headOfficeAt("Halifax, Nova Scotia"),
    businessChallenges: challenges("healthcare", 0, 2),
    aiFriction,
  });

it("never makes a pilot of the work a rule bars an AI tool from", () => {
  const barred = clinic(
    "The phone service may book, confirm and reschedule only. It must never give clinical advice, quote fees or discuss a patient's treatment or coverage.",
  );
  expect(barred).not.toMatch(/Quote faster from your own past work/);
});
