import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * What a company is rests on what it says it is (its name, the executive's title), never on a
 * subject its words mention (issue 34): an immigration consultancy that writes of the study-permit
 * cap is no college, a funeral home whose apprentices come from a private college is still a
 * funeral home. New kinds name their own regulators, by province.
 */

const COLLEGE = /career college|Moodle|quizzes|academic integrity|designated learning institution/i;

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (prose: string) => prose.replace(/“[^”]*”/g, "“”");

const base: Partial<AssessmentInput> = {
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  aiExperience: "",
  otherPlatforms: "",
};

describe("identity outranks a mention", () => {
  it.each([
    [
      "in English",
      {
        executiveTitle: "Owner and Funeral Director",
        companyName: "Maple Grove Funeral Home",
        companyIndustry: "other",
        ...headOfficeAt("Red Deer, Alberta"),
        otherChallenge:
          "Our apprentices come from the embalming program at a private career college, and the study-permit cap cut its intake.",
      },
      /Alberta Funeral Services Regulatory Board/,
    ],
    [
      "in French",
      {
        executiveTitle: "Directeur des funérailles",
        companyName: "Maison funéraire des Laurentides",
        companyIndustry: "other",
        ...headOfficeAt("Saint-Jérôme, Québec"),
        otherChallenge:
          "Nos apprentis viennent du programme de thanatologie d'un collège privé, et le plafond des permis d'études a réduit ses cohortes.",
      },
      /Ministère de la Santé et des Services sociaux/,
    ],
  ])("a funeral home that mentions a college stays a funeral home %s", (_, answers, regulator) => {
    const prose = ownWords(proseOf({ ...base, ...(answers as Partial<AssessmentInput>) }));
    expect(prose).not.toMatch(COLLEGE);
    expect(prose).toMatch(/a funeral home/);
    expect(prose).toMatch(regulator);
  });

  it.each([
    [
      "in English",
      {
        executiveTitle: "Principal, RCIC",
        companyName: "Harbourline Pathways Inc.",
        ...headOfficeAt("Surrey, British Columbia"),
        otherChallenge:
          "IRCC changes the rules faster than we can update our checklists: the study permit cap, the new PGWP lists and the LMIA pauses. Clients arrive with outdated answers from ChatGPT.",
      },
    ],
    [
      "in French",
      {
        executiveTitle: "Consultante réglementée en immigration",
        companyName: "Passerelles Lévesque inc.",
        ...headOfficeAt("Gatineau, Québec"),
        otherChallenge:
          "IRCC change les règles plus vite que nous ne mettons nos listes de vérification à jour : le plafond des permis d'études, les nouvelles listes du PTPD et les pauses sur les EIMT.",
      },
    ],
  ])("an immigration consultancy is read as one, with its College, %s", (_, answers) => {
    const prose = ownWords(
      proseOf({
        ...base,
        companyEmployees: "1-10",
        companyRevenue: "under-1m",
        companyIndustry: "consulting",
        businessChallenges: challenges("consulting", 0, 2),
        ...(answers as Partial<AssessmentInput>),
      }),
    );
    expect(prose).not.toMatch(COLLEGE);
    expect(prose).toMatch(/a regulated immigration consultancy/);
    expect(prose).toMatch(/College of Immigration and Citizenship Consultants \(CICC\)/);
    expect(prose).toMatch(/section 91 of the Immigration and Refugee Protection Act/);
    // Files are filed, not shipped; four people have no controller.
    expect(prose).not.toMatch(/before it ships|order shipped|the controller/i);
  });
});

describe("a funeral home's regulators and words", () => {
  const brandon = proseOf({
    ...base,
    executiveTitle: "Owner",
    companyName: "Assiniboine Valley Funeral Home",
    companyIndustry: "other",
    ...headOfficeAt("Brandon, Manitoba"),
    otherChallenge:
      "Reconciling our pre-need trust accounts each quarter takes our office manager a week, and we are negotiating to buy a small home in Estevan, Saskatchewan next year.",
    aiFriction: "Margins are thin: every new subscription has to be justified.",
  });

  it("names the Funeral Board of Manitoba, and the other province's body for a home it buys there", () => {
    expect(brandon).toMatch(/the Funeral Board of Manitoba/);
    expect(brandon).toMatch(/Funeral and Cremation Services Council of Saskatchewan/);
    expect(brandon).not.toMatch(/the body that licenses funeral homes in your province/);
  });

  it("speaks of the deceased with care, and keeps a kitchen's and a controller's words out", () => {
    expect(brandon).not.toMatch(/those who died/);
    expect(brandon).toMatch(/the deceased's personal details/i);
    expect(brandon).not.toMatch(/recipe|the controller|month-end close/i);
  });
});

describe("a ski resort is no hotel", () => {
  it.each([
    [
      "in BC, hiring through LMIAs",
      {
        companyName: "Silver Basin Mountain Resort",
        ...headOfficeAt("Golden, British Columbia"),
        otherChallenge:
          "Our lifts and ski school depend on 300 seasonal staff, 60 of them temporary foreign workers whose LMIAs we file each spring. Staff housing limits hiring.",
      },
      [/Technical Safety BC/, /WorkSafeBC/, /temporary foreign workers/],
    ],
    [
      "in Quebec, in French",
      {
        companyName: "Station de ski Mont-Valin inc.",
        ...headOfficeAt("Saguenay, Québec"),
        otherChallenge:
          "Nos remontées mécaniques et notre école de ski dépendent de 150 saisonniers, et un avis de fermeture de pistes rédigé avec ChatGPT contenait de mauvaises heures.",
      },
      [/Régie du bâtiment du Québec/, /CNESST/],
    ],
  ])("%s: its lifts' regulator and safety law", (_, answers, regulators) => {
    const prose = proseOf({
      ...base,
      executiveTitle: "General Manager",
      companyEmployees: "201-500",
      companyRevenue: "10m-50m",
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: challenges("travel-hospitality-tourism", 0, 1),
      ...(answers as Partial<AssessmentInput>),
    });
    expect(prose).toMatch(/a ski resort/);
    for (const regulator of regulators) expect(prose).toMatch(regulator);
    expect(prose).not.toMatch(/RevPAR|a hotel or lodge|room nights/i);
  });
});

describe("a seafood plant is no meat plant", () => {
  it.each([
    [
      "in Nova Scotia",
      {
        companyName: "Cape Sable Crab Co.",
        ...headOfficeAt("Yarmouth, Nova Scotia"),
        otherChallenge:
          "Our crab season runs April to June; the seafood processing plant triples its staff and we export to Japan under CFIA export certificates.",
      },
      /Nova Scotia's Department of Fisheries and Aquaculture/,
    ],
    [
      "in New Brunswick, in French",
      {
        companyName: "Pêcheries de la Baie inc.",
        ...headOfficeAt("Caraquet, New Brunswick"),
        otherChallenge:
          "Notre usine de transformation du poisson traite le homard et le crabe des neiges, et l'ACIA exige nos registres de traçabilité.",
      },
      /New Brunswick's Seafood Processing Act/,
    ],
  ])("%s: its province's fish-processing licence", (_, answers, licence) => {
    const prose = proseOf({
      ...base,
      executiveTitle: "Plant Manager",
      companyEmployees: "51-200",
      companyRevenue: "10m-50m",
      companyIndustry: "manufacturing",
      businessChallenges: challenges("manufacturing", 0, 1),
      ...(answers as Partial<AssessmentInput>),
    });
    expect(prose).toMatch(licence);
    expect(prose).not.toMatch(/meat and food plant|quota the plant can buy/);
  });
});
