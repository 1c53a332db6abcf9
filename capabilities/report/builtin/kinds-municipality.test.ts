import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, ownWords, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r23 (#34): a lower-tier Ontario township that ticked "Other" was read as a generic
 * company: MFIPPA applied as if it served municipalities, "a person you appoint" beside the
 * Clerk, Treasurer and chief building official its answers named, and no word of council,
 * by-laws or procurement. A municipality is a kind of its own: the institution under its
 * province's municipal act and access and privacy law, its council agenda package, permits and
 * billing owned by its own officers; a company that sells to municipalities stays its own kind.
 */

const municipality = (overrides: Partial<AssessmentInput>) =>
  ownWords(
    proseOf({
      executiveTitle: "Chief Administrative Officer",
      companyIndustry: "other",
      companyEmployees: "51-200",
      companyRevenue: "10m-50m",
      businessChallenges: challenges("other", 1, 3, 5),
      aiDepartments: ["operations", "finance"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "",
      ...overrides,
    }),
  );

const GENERIC_COMPANY =
  /restaurant|diners?\b|menu items?|insurance|policyholders?|\bcustomers?\b|customer records|PIPEDA|commercial activity|gross margin|\bsales pipeline/i;
const SERVES_MUNICIPALITIES =
  /reaches you through your agreements|institutions you serve|municipalities whose records you hold/;

describe("a municipality", () => {
  const township = municipality({
    companyName: "Township of Lakehurst Highlands",
    ...headOfficeAt("Lakehurst Highlands, Ontario"),
    otherChallenge:
      "The council agenda package takes the Clerk's office about two days a week. Building permits are backlogged and our chief building official handles most of them himself.",
    aiFriction:
      "Council set a hard cap of $25,000 for any new software this year without a tender. Our inside staff are a CUPE local and anything new goes to the JLMC first; MFIPPA applies to everything we hold.",
    aiExperience: "Our Treasurer tried Copilot to summarise the budget.",
    otherPlatforms:
      "Keystone for tax and utility billing, Cloudpermit for building permits, Laserfiche for records",
  });

  it("an Ontario township reads as the institution under MFIPPA and the Municipal Act", () => {
    expect(township).toMatch(/a municipality with 51 – 200 employees/);
    expect(township).toMatch(/Municipal Act, 2001/);
    expect(township).toMatch(/it is an institution under MFIPPA/);
    expect(township).toMatch(/MFIPPA lets the municipality collect personal information only/);
    expect(township).toMatch(/access requests made to the Clerk/);
    expect(township).toMatch(/closed-session matters \(s\. 239 of the Municipal Act\)/);
    expect(township).toMatch(/records retention by-law/);
    expect(township).toMatch(/procurement by-law/);
    expect(township).toMatch(/WCAG 2\.0 Level AA/);
    expect(township).toMatch(/Building Code's timeframes \(10 business days for a house\)/);
    expect(township).toMatch(/joint labour-management committee/);
    expect(township).toMatch(/put it out to public tender before it is committed/);
    expect(township).not.toMatch(SERVES_MUNICIPALITIES);
  });

  it("gives its work to its own officers, never to a person to appoint", () => {
    expect(township).toMatch(/council agenda package/);
    expect(township).toMatch(/owned by the Clerk/);
    expect(township).toMatch(/Chief Building Official/);
    expect(township).toMatch(/Treasurer/);
    expect(township).not.toMatch(/a person you appoint/);
  });

  it("reads no restaurant, insurer or generic company's words", () => {
    expect(township).not.toMatch(GENERIC_COMPANY);
    expect(township).not.toMatch(/a municipal(?:ities)? (?:client|customer)/i);
  });

  it("a Quebec municipality reads Quebec's laws, never Ontario's", () => {
    const text = municipality({
      companyName: "Municipalité de Saint-Aubert-des-Monts",
      executiveTitle: "Directrice générale et greffière-trésorière",
      ...headOfficeAt("Saint-Aubert-des-Monts, Québec"),
      otherChallenge:
        "Nous sommes une petite municipalité de 2 400 habitants. La préparation des séances du conseil prend deux jours par mois.",
      aiFriction: "Tout contrat doit respecter notre règlement de gestion contractuelle.",
    });
    expect(text).toMatch(/a municipality with 51 – 200 employees/);
    expect(text).toMatch(/Cities and Towns Act or Municipal Code/);
    expect(text).toMatch(/Act respecting access to documents held by public bodies/);
    expect(text).not.toMatch(/MFIPPA|Municipal Act, 2001|Ontario|AODA|Law 25 makes the person/);
    expect(text).not.toMatch(GENERIC_COMPANY);
  });

  it("a BC district reads the Community Charter and FIPPA", () => {
    const text = municipality({
      companyName: "District of Kinsella Bay",
      ...headOfficeAt("Kinsella Bay, British Columbia"),
      otherChallenge:
        "We are a district municipality of 6,000 residents. Our council meets twice a month and the agenda takes the corporate officer days.",
    });
    expect(text).toMatch(/a municipality with 51 – 200 employees/);
    expect(text).toMatch(/Community Charter/);
    expect(text).toMatch(/Freedom of Information and Protection of Privacy Act \(FIPPA\)/);
    expect(text).not.toMatch(/MFIPPA|Municipal Act, 2001|AODA|\bPIPA\b/);
  });

  it("a Nova Scotia town hears its province's laws generally, no other province's", () => {
    const text = municipality({
      companyName: "Town of Port Maren",
      ...headOfficeAt("Port Maren, Nova Scotia"),
      otherChallenge: "Our council wants faster answers to residents' e-mails.",
    });
    expect(text).toMatch(
      /Nova Scotia's municipal legislation and public-sector access and privacy law/,
    );
    expect(text).not.toMatch(/MFIPPA|Municipal Act, 2001|Community Charter|AODA|PIPEDA/);
  });
});

describe("a company that serves municipalities", () => {
  it("a software vendor selling to municipalities is no municipality", () => {
    const text = ownWords(
      proseOf({
        companyName: "Northbridge Civic Software Inc.",
        executiveTitle: "CEO",
        companyIndustry: "technology",
        companyEmployees: "51-200",
        ...headOfficeAt("Kitchener, Ontario"),
        otherChallenge:
          "We sell permitting and tax billing software to municipalities across Ontario. Every township council we demo to asks about AI.",
        aiFriction: "Our municipal clients hold records under MFIPPA.",
      }),
    );
    expect(text).not.toMatch(/a municipality with|is a municipality|Municipal Act, 2001/);
    expect(text).not.toMatch(/institution under MFIPPA/);
  });

  it("a contractor for townships under Other is no municipality", () => {
    const text = ownWords(
      proseOf({
        companyName: "Haldane Waste Services Ltd.",
        executiveTitle: "President",
        companyIndustry: "other",
        companyEmployees: "51-200",
        ...headOfficeAt("Kingston, Ontario"),
        otherChallenge:
          "We run waste collection and snow clearing for four townships; the township clerk sends us every missed-pickup complaint.",
      }),
    );
    expect(text).not.toMatch(/a municipality with|is a municipality|Municipal Act, 2001/);
  });
});
