import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";

/**
 * Review r24 (#34): seven rehab clinics whose physios already use Jane's AI Scribe, under a
 * consent rule that records with consent and never records WCB claimants or patients under 18,
 * and whose therapists spend 20 minutes per SGI and WCB progress report. The scribe is extended,
 * never piloted anew, from the clinic's own audit of its notes; the consent rule is kept with its limits, never read as a ban on recording;
 * and the reports are a pilot of their own, measured per report and owned by a clinician.
 */
const CONSENT_RULE =
  "Our consent rule: patients are asked before any session is recorded; WCB claimants and patients under 18 are never recorded, and audio is deleted as soon as the note is signed.";
const clinics = proseOf({
  companyName: "Meadowlark Rehab Group",
  executiveTitle: "CEO",
  companyIndustry: "healthcare",
  companyEmployees: "51-200",
  ...headOfficeAt("Saskatoon, Saskatchewan"),
  businessChallenges: challenges("healthcare", 0, 2),
  otherChallenge:
    "Our physiotherapists and OTs spend about 20 minutes per SGI and WCB progress report, on top of their visit notes.",
  aiExperience:
    "Since March, 11 of our physios use Jane's AI Scribe for their chart notes. Our clinical lead audited 60 of those notes in September: 4 had findings the patient never reported, so every scribe note is now read and signed by the physio before it is saved.",
  aiFriction: CONSENT_RULE,
  otherPlatforms: "Jane App, Microsoft 365",
});

describe("rehab clinics with a scribe in use and insurers' reports to write", () => {
  it("measures and extends the scribe in use instead of piloting one", () => {
    expect(clinics).toMatch(/\(Jane's AI Scribe, already in use, in or beside Jane App\)/);
    expect(clinics).not.toMatch(
      /move the drafting people already do with AI onto one approved tool/i,
    );
  });

  it("starts the scribe's pilot from the clinic's own audit, never quotes it for something else", () => {
    expect(clinics).toMatch(
      /Your own check of Jane's AI Scribe as you gave it \(“Our clinical lead audited 60 of those notes in September: 4 had findings the patient never reported”\), repeated each month/,
    );
    expect(clinics).toMatch(/before Jane's AI Scribe is extended to more people/);
    expect(clinics).not.toMatch(/keep a register of each AI use/);
  });

  it("keeps the consent rule with its limits, never as a ban on recording", () => {
    const read = readConstraints(
      makeAnswers({ companyIndustry: "healthcare", aiFriction: CONSENT_RULE }),
    );
    expect(read.map((c) => c.id)).toEqual(["consent"]);
    expect(read[0]!.respect).toBe(
      "consent asked and noted before anyone is recorded; WCB claimants and patients under 18 never recorded; audio deleted as soon as the note is signed",
    );
    expect(clinics).not.toMatch(/with nobody recorded|keep sessions unrecorded/);
  });

  it("pilots the reports by the time per report, owned by a clinician", () => {
    expect(clinics).toMatch(/Launch the first pilot on drafting the SGI and WCB progress reports/);
    expect(clinics).toMatch(/the time per SGI and WCB progress report \(about 20 minutes today\)/);
    expect(clinics).toMatch(/appoints a clinician to own the pilot on drafting the SGI and WCB/);
    expect(clinics).not.toMatch(/minutes of documentation per patient visit, with/);
    // The scribe drafts chart notes from a visit: it is never offered first for the reports.
    expect(clinics).not.toMatch(
      /SGI and WCB progress reports in or beside Jane App, already in use: first Jane's AI Scribe/,
    );
  });

  it("carries the rule's limits into a scribe pilot's start", () => {
    const scribe = proseOf({
      companyIndustry: "healthcare",
      companyEmployees: "51-200",
      ...headOfficeAt("Saskatoon, Saskatchewan"),
      businessChallenges: challenges("healthcare", 0),
      aiFriction: CONSENT_RULE,
      otherPlatforms: "Jane App",
    });
    expect(scribe).toMatch(
      /whoever declines is not recorded; WCB claimants and patients under 18 never recorded; audio deleted as soon as the note is signed/,
    );
  });
});
