import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";

/**
 * Issue 34, round 20: the executive's words are evidence only for what they say. A union's
 * clause shows no safety-sensitive work, approved money is no obstacle, a refusal of AI is no
 * need for it, confidentiality is no claim that sites work differently, a tool's mention holds
 * only on its subject; and a scoped problem is named by its own words and counted long enough
 * to be seen.
 */

const text = (shape: Partial<AssessmentInput>) =>
  documentsText(makeAnswers({ otherChallenge: undefined, aiExperience: undefined, ...shape }));

const UNION =
  "Our machine operators are unionized and the collective agreement requires consultation before new monitoring.";
const APPROVED = "The board approved C$150,000 for this.";

it("never quotes a union's clause as evidence of safety-sensitive work", () => {
  const all = text({
    companyName: "Hamilton Steel Fabricators",
    companyIndustry: "manufacturing",
    headOfficeLocation: "interior",
    aiFriction: UNION,
  });
  expect(all).toContain("Our machine operators are unionized");
  expect(all).not.toMatch(/safety-sensitive work \(you wrote “[^”]*collective agreement/);
});

it.each([
  ["technology", APPROVED],
  ["travel-hospitality-tourism", "We secured a $40,000 grant from the province for this project."],
])("never quotes approved money as an obstacle or a friction (%s)", (industry, approved) => {
  const all = text({
    companyIndustry: industry as AssessmentInput["companyIndustry"],
    aiFriction: approved,
  });
  const words = approved.replace(/\.$/, "");
  expect(all).not.toContain(`obstacle you described (“${words}`);
  expect(all).not.toMatch(
    new RegExp(`What slows adoption, in [^:]+ words: “${words.slice(0, 20)}`),
  );
  expect(all).not.toContain(`meets friction, you wrote: “${words}`);
});

it("says nothing of a friction the executive did not name", () => {
  for (const aiFriction of ["We will never let AI answer the phone.", APPROVED, undefined])
    expect(text({ aiFriction })).not.toContain("You named no friction");
});

it("never makes work the staff refuse AI for the reason of a step", () => {
  const all = text({
    companyName: "Bayview Dental Group",
    companyIndustry: "healthcare",
    aiFriction: "Our hygienists refuse to use AI for charting.",
  });
  expect(all).toContain("Our hygienists refuse to use AI for charting");
  expect(all).not.toContain("(you wrote “Our hygienists refuse to use AI for charting”)");
});

it("never reads confidential files at every location as a claim that sites work differently", () => {
  const all = text({
    companyName: "Prairie Law Partners",
    companyIndustry: "consulting",
    aiFriction: "Client files are confidential at every one of our locations.",
  });
  expect(all).not.toMatch(/One way of working across every site[^\n]*confidential/i);
});

it("ties an e-mail marketing tool to no problem outside its subject", () => {
  const all = text({
    companyName: "Tofino Kayak Tours",
    companyIndustry: "travel-hospitality-tourism",
    companyEmployees: "11-50",
    otherChallenge: "Weather cancellations cost us about 20 bookings a month in summer.",
    otherPlatforms: "Klaviyo, FareHarbor",
  });
  expect(all).toContain("Klaviyo");
  expect(all).not.toMatch(/Klaviyo[^.\n]*deals with “Weather cancellations/);
});

it("names a scoped problem by its own words and counts it long enough to see it", () => {
  const all = text({
    companyName: "Kootenay Glassworks",
    companyIndustry: "manufacturing",
    otherChallenge: "Our glass kilns crack a batch every fortnight and nobody knows why.",
  });
  expect(all).not.toContain("problem you described in your own words");
  expect(all).not.toContain("problem you wrote about in your own words");
  expect(all).toContain(
    "For “Our glass kilns crack a batch every fortnight and nobody knows why”, the first step is",
  );
  expect(all).toContain("log each time it happens over the next two months");
  expect(all).not.toContain("log each time it happens for two weeks");
});
