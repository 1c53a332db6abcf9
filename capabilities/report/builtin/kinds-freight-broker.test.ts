import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import {
  challenges,
  headOfficeAt,
  markdownOf,
  ownWords,
  proseOf,
} from "@/tests/helpers/test-personas";
import { namedSystems } from "@/capabilities/report/content/systems";
import { governingProfessions, professionsOf } from "./professions";

/**
 * Review r23 (#34): a freight brokerage read first as an insurance or real-estate brokerage, then
 * as a trucking carrier (drivers' logs, licences and telematics, hours of service, fuel cards, a
 * federal undertaking under the Canada Labour Code). A freight broker arranges freight on carriers
 * it hires and owns no trucks: its work is shipper quotes, load tenders and rate confirmations in
 * its TMS, carriers sourced on load boards and vetted against fraud and double brokering, check
 * calls and shipper updates, carrier invoices; it is provincially regulated (Ontario's Employment
 * Standards Act and Occupational Health and Safety Act, PIPEDA where the province has no privacy
 * act of its own), and needs FMCSA broker authority only for loads moving in the United States. A
 * carrier that brokers its overflow stays a carrier.
 */

const brokerage = (overrides: Partial<AssessmentInput> = {}) =>
  ownWords(
    proseOf({
      companyName: "Northline Freight Brokerage",
      executiveTitle: "President",
      companyIndustry: "other",
      companyEmployees: "51-200",
      companyRevenue: "10m-50m",
      ...headOfficeAt("Mississauga, ON"),
      businessChallenges: challenges("other", 0, 1, 5),
      otherChallenge:
        "We broker about 1,800 truckloads a month, 70% cross-border. Our carrier reps retype about 400 rate confirmations a day into McLeod PowerBroker, and vetting new carriers for double brokering takes hours.",
      aiFriction:
        "Our largest shipper's contract requires its written approval of any new software that touches its freight data.",
      otherPlatforms: "McLeod PowerBroker TMS, DAT and Truckstop load boards, Microsoft 365",
      aiDepartments: ["operations", "sales"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "",
      ...overrides,
    }),
  );

/** A carrier's own work and regime, none of which a broker that owns no trucks has. */
const CARRIER =
  /drivers' logs|telematics|hours[- ]of[- ]service|Hours of Service|electronic logging|fuel[- ]cards?|fuel per|Canada Labour Code|is federally regulated|federally regulated undertaking|National Safety Code|a trucking carrier|Fleet Manager|Dispatch Manager|Driver Manager/;

describe("a freight brokerage", () => {
  const text = brokerage();

  it("reads as a freight brokerage, never a carrier or an insurance brokerage", () => {
    expect(text).toMatch(/Northline Freight Brokerage, a freight brokerage/);
    expect(text).not.toMatch(CARRIER);
    expect(text).not.toMatch(/insurance agency|policyholders|a real estate/i);
  });

  it("speaks of its own work: rate confirmations in its TMS, carrier vetting and double brokering", () => {
    expect(text).toMatch(
      /rate confirmations? read from e-mail and PDF into a draft load in the TMS/i,
    );
    expect(text).toMatch(/operating authority, insurance certificate and safety record/);
    expect(text).toMatch(/double brokering/);
    expect(text).toMatch(/Transportation Intermediaries Association/);
    expect(text).toMatch(/drivers' names and phone numbers for tracking/);
  });

  it("gives the work to a brokerage's own roles, never a person to appoint", () => {
    expect(text).toMatch(/owned by the Operations Manager/);
    expect(text).toMatch(/Carrier Relations Manager/);
    expect(text).toMatch(/Director of Sales/);
    expect(text).not.toMatch(/a person you appoint/);
  });

  it("is provincially regulated: Ontario's ESA and OHSA, PIPEDA for want of an Ontario act", () => {
    expect(text).toMatch(
      /so it is provincially regulated, under Ontario's Employment Standards Act, 2000 and Ontario's Occupational Health and Safety Act/,
    );
    expect(text).toMatch(/PIPEDA \(Ontario has no private-sector privacy act of its own\)/);
    expect(text).toMatch(/Canada has no federal licence for freight brokers/);
  });

  it("names FMCSA broker authority for its US loads, and none for a brokerage within Canada", () => {
    expect(text).toMatch(/FMCSA\) broker authority \(an MC number\) and US\$75,000/);
    expect(text).toMatch(/BMC-84 surety bond/);
    const domestic = brokerage({
      otherChallenge:
        "We broker about 900 truckloads a month within Ontario. Our carrier reps retype about 200 rate confirmations a day into McLeod PowerBroker.",
    });
    expect(domestic).toMatch(/a freight brokerage/);
    expect(domestic).not.toMatch(/FMCSA|BMC-84/);
    expect(domestic).not.toMatch(CARRIER);
  });

  it("names its broker TMS, load boards, vetting and tracking systems by what they do", () => {
    const answers = makeAnswers({
      otherPlatforms:
        "McLeod PowerBroker TMS, DAT and Truckstop load boards, Highway for carrier onboarding, MacroPoint and Trucker Tools for tracking",
    });
    expect(namedSystems(answers).map((s) => s.id)).toEqual([
      "mcleod-powerbroker",
      "dat",
      "truckstop",
      "highway",
      "macropoint",
      "trucker-tools",
    ]);
  });

  it("registers a Quebec brokerage with the Commission des transports du Québec", () => {
    const quebec = brokerage({
      companyName: "Fret Laurentides inc.",
      ...headOfficeAt("Laval, QC"),
      otherChallenge:
        "Nous sommes un courtier en transport de marchandises. Our carrier reps retype rate confirmations into Aljex.",
      otherPlatforms: "Aljex, DAT",
    });
    expect(quebec).toMatch(/a freight brokerage/);
    expect(quebec).toMatch(
      /Commission des transports du Québec as an intermediary in freight transportation services/,
    );
    expect(quebec).not.toMatch(CARRIER);
  });
});

describe("a carrier that brokers its overflow", () => {
  const carrierAnswers = {
    companyName: "Panorama Transport Ltd.",
    companyIndustry: "other" as const,
    companyBusinessModel: "b2b" as const,
    ...headOfficeAt("Surrey, BC"),
    officeExpansion: ["only-bc" as const],
    companyMarkets: "canada" as const,
    businessChallenges: challenges("other", 1, 5),
    otherChallenge:
      "We run 40 trucks and broker the overflow to other carriers. Dispatchers retype loads for our runs; we haul to Alberta and run to Washington State every week.",
    aiFriction: "Safety meetings in the yard are the only time drivers and dispatch talk.",
    aiDepartments: ["operations" as const],
  };

  it("stays a carrier, never a freight brokerage", () => {
    const answers = makeAnswers(carrierAnswers);
    const governing = governingProfessions(
      "other",
      professionsOf(answers, namedSystems(answers), answers.businessChallenges),
    ).map((e) => e.profession);
    expect(governing[0]).toBe("trucking");
    expect(governing).not.toContain("freight-broker");
  });

  it("keeps the carrier's federal regime and FMCSA hours", () => {
    const crossing = markdownOf(carrierAnswers);
    expect(crossing).toContain("federally regulated undertaking");
    expect(crossing).toContain(
      "the Canada Labour Code (Part II for occupational health and safety, Part III for hours of work, overtime and other standards) its workplace",
    );
    expect(crossing).toContain("under the FMCSA 11 hours' driving within a 14-hour window");
    expect(crossing).not.toMatch(/a freight brokerage|BMC-84|broker authority/);
  });

  it("stays a carrier with a brokerage division of its own", () => {
    const answers = makeAnswers({
      ...carrierAnswers,
      otherChallenge:
        "We are a trucking company with 60 trucks and a small brokerage desk; we also broker loads for shippers when our trucks are full.",
    });
    const governing = governingProfessions(
      "other",
      professionsOf(answers, namedSystems(answers), answers.businessChallenges),
    ).map((e) => e.profession);
    expect(governing[0]).toBe("trucking");
  });
});
