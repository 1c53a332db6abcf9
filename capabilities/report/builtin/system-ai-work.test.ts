import { proseOf } from "@/tests/helpers/test-personas";
import { challenges } from "@/tests/helpers/test-personas";

/**
 * Issue 34, review r23: a physiotherapy group's claims pilot ran "in or beside Jane App: first
 * Jane's AI Scribe, which drafts chart notes from a recorded visit", for a group whose therapists
 * refuse to be recorded. A system's AI that does one kind of work is named first only for it.
 */
const physio = (otherChallenge: string, picks = [2, 0]) =>
  proseOf({
    companyName: "Prairie Motion Physiotherapy",
    companyIndustry: "healthcare",
    companyEmployees: "51-200",
    headOfficeLocation: "other",
    customLocation: "Winnipeg, Manitoba",
    businessChallenges: challenges("healthcare", ...picks),
    otherChallenge,
    otherPlatforms: "Jane App for booking, charting and direct billing",
    enterprisePlatforms: ["none"],
  });

describe("a system's AI named first", () => {
  const prose = physio(
    "Around 12% of direct-billing claims to insurers come back rejected, mostly for a wrong plan number or a missing referral.",
  );

  it("is not its note-taking scribe for a claims pilot", () => {
    const start = prose
      .split("\n")
      .find((l) => /^Within 60 days: start the pilot on pre-submission/.test(l));
    expect(start).toMatch(/in or beside Jane App, already in use: first its own AI features/);
    expect(start).not.toMatch(/AI Scribe/);
  });

  it("is its scribe where the first pilot drafts notes", () => {
    const notes = physio("Our physios spend 5 hours a week writing chart notes after hours.", [0]);
    expect(notes).toMatch(/in or beside Jane App, already in use: first Jane's AI Scribe/);
  });
});
