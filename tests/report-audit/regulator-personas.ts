import { challengesFor } from "@/model/assessment/challenges";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { Profession } from "@/capabilities/report/content/types";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AuditPersona } from "./personas";

/**
 * Executives whose profession decides their regulator and law (issue 34): a dental group, not a
 * physicians' clinic; a federally regulated bank, not a BC credit union; a winery that ships to
 * other provinces, not a restaurant; a Quebec law firm and dental clinic; a telecom; a radio group
 * (federal, never a newspaper or a law firm); an Ontario township (the institution under MFIPPA,
 * never a company serving municipalities); a clinic
 * whose professions nothing shows; engineering firms in Vancouver and Montreal, not management
 * consultancies, and an architecture practice in Fredericton, held to its architects' association; a trucking carrier crossing borders (federal) and one within BC (provincial);
 * a First Nation's development corporation, owner of the Nation's data; a charity, a grain
 * co-operative and an oilfield services company, none of them a generic company; an insurance
 * brokerage, never an insurer, one its EZLynx shows, a mortgage brokerage and a Montreal wealth
 * firm, none of them a bank; a whale-watching operator, under marine safety rules; a seafood
 * processor that exports (SFCR), a CPA firm (CSQM 1), and an independent school (its act); a
 * carrier whose own words haul to Alberta and Washington State and a French one whose runs are
 * cross-border (federal, the FMCSA), a brewery shipping to Alberta (AGLC), a software firm with a
 * US office and one hiring in Denver (Colorado's law only for the second), a Laval boutique of
 * under ten staff (francization stated, not hedged), and review r12's kinds that an option's usual
 * business would misread: a golf course that chose pricing and occupancy (no hotel), land
 * surveyors drafting in Civil 3D (no engineers), a Quebec collection agency (no lender) and a
 * roofer bidding for pulp mills (its fall protection rules, no consultancy's example), and
 * review r22's Surrey staffing agency under Consulting (its licence, no consultancy and no food maker),
 * and review r23's Halifax orchestra (a registered charity with subscribers, donors and an AFM
 * local, never a social-services charity),
 * and review r23's Mississauga freight brokerage (provincial, FMCSA broker authority for its US
 * loads, never a carrier's drivers' logs or the Canada Labour Code).
 * `npm run report:audit` holds their documents to the
 * regulator rules (audit/regulator-rules.ts) and prints the regulator each report names; they
 * are left out of the sentence-sharing figures.
 */

export interface RegulatorPersona extends AuditPersona {
  /** The profession the answers show, or null where they show none. */
  profession: Profession | null;
}

const picks = (industry: string, ...indexes: number[]) =>
  indexes.map((i) => challengesFor(industry)[i].value);

const montreal = { headOfficeLocation: "other" as const, customLocation: "Montréal, QC" };

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    executiveName: "Jordan Price",
    executiveTitle: "CEO",
    companyRevenue: "10m-50m",
    companyEmployees: "51-200",
    companyBusinessModel: "b2c",
    companyMarkets: "canada",
    aiToolsUsed: ["chatgpt"],
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    enterprisePlatforms: ["microsoft365"],
    aiExperience: "I draft letters with ChatGPT.",
    aiFriction: "Nobody has time to learn new tools.",
    ...overrides,
  });

const health = (overrides: Partial<AssessmentInput>) =>
  company({
    companyIndustry: "healthcare",
    headOfficeLocation: "lower-mainland",
    businessChallenges: picks("healthcare", 1, 2, 5),
    aiDepartments: ["operations", "customer_service"],
    otherChallenge: "Patients wait too long for a reply to their messages.",
    ...overrides,
  });

/** A Kelowna software firm with a US office, hoping for AI in HR: only its hiring words differ. */
const kootenaySoftware = (otherChallenge: string) =>
  company({
    companyName: "Kootenay Software Inc.",
    companyIndustry: "technology",
    companyBusinessModel: "b2b",
    headOfficeLocation: "interior",
    officeExpansion: ["united-states"],
    companyMarkets: "north-america",
    businessChallenges: picks("technology", 0, 1),
    otherChallenge,
    aiDepartments: ["hr", "operations"],
  });

export const regulatorPersonas: readonly RegulatorPersona[] = [
  {
    key: "dental-group",
    summary: "Burnaby dental group on Dentrix",
    profession: "dental",
    answers: health({ companyName: "Harbourview Dental Group", otherPlatforms: "Dentrix" }),
  },
  {
    key: "clinique-dentaire",
    summary: "Montreal dental clinic (French)",
    profession: "dental",
    answers: health({
      companyName: "Clinique dentaire du Plateau",
      ...montreal,
      otherChallenge: "Les hygiénistes passent trop de temps sur les notes au dossier.",
      otherPlatforms: "Tracker Dental",
    }),
  },
  {
    key: "health-unshown",
    summary: "Cowichan health organisation whose professions the answers do not show",
    profession: null,
    answers: health({
      companyName: "Cowichan Health Group",
      headOfficeLocation: "vancouver-island",
      otherPlatforms: "",
    }),
  },
  {
    key: "federal-bank",
    summary: "Vancouver-headquartered federally regulated bank",
    profession: "bank",
    answers: company({
      companyName: "Pacific Crown Bank",
      companyIndustry: "financial-services",
      companyEmployees: "501-1000",
      headOfficeLocation: "lower-mainland",
      businessChallenges: picks("financial-services", 0, 5),
      otherChallenge: "Small-business loan decisions take three weeks.",
      aiDepartments: ["finance", "customer_service", "hr"],
    }),
  },
  {
    key: "bc-credit-union",
    summary: "Kootenay credit union",
    profession: "credit-union",
    answers: company({
      companyName: "Selkirk Valley Credit Union",
      companyIndustry: "financial-services",
      headOfficeLocation: "interior",
      businessChallenges: picks("financial-services", 1, 3),
      otherChallenge: "Members want advice in the evenings, when branches are closed.",
      aiDepartments: ["customer_service", "marketing"],
    }),
  },
  {
    key: "okanagan-winery",
    summary: "Okanagan winery that ships to other provinces",
    profession: "alcohol-producer",
    answers: company({
      companyName: "Naramata Bench Winery",
      companyIndustry: "food-services",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      businessChallenges: picks("food-services", 0, 3, 4),
      otherChallenge: "Shipping our wine to customers in Ontario and Alberta is a maze of rules.",
      aiDepartments: ["sales", "marketing", "operations"],
      otherPlatforms: "Commerce7",
    }),
  },
  {
    key: "fernie-brewery",
    summary: "Fernie craft brewery entered under Manufacturing",
    profession: "alcohol-producer",
    answers: company({
      companyName: "Fernie Ridge Brewing Co.",
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      businessChallenges: picks("manufacturing", 1, 3),
      otherChallenge: "Batches go off when a fermenter runs warm overnight.",
      aiDepartments: ["operations", "sales"],
    }),
  },
  {
    key: "coastal-telecom",
    summary: "Island broadband and wireless provider",
    profession: "telecom",
    answers: company({
      companyName: "Coastline Broadband",
      companyIndustry: "technology",
      headOfficeLocation: "vancouver-island",
      businessChallenges: picks("technology", 0, 2),
      otherChallenge: "Subscribers call about outages faster than we can answer.",
      aiDepartments: ["customer_service", "operations"],
    }),
  },
  {
    key: "atlantic-radio",
    summary: "Saint John radio group in New Brunswick and Nova Scotia (federal broadcaster)",
    profession: "broadcaster",
    answers: company({
      companyName: "Fundy Coast Broadcasting Ltd.",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Saint John, New Brunswick",
      businessChallenges: picks("other", 0, 1),
      otherChallenge:
        "We run four radio stations in New Brunswick and Nova Scotia. Our newsroom of three cannot reach every council meeting.",
      aiFriction: "A wrong name on air means a correction and sometimes a lawyer's letter.",
      otherPlatforms: "WideOrbit for traffic and billing",
      aiDepartments: ["sales", "operations"],
    }),
  },
  {
    key: "ontario-township",
    summary:
      "Lower-tier Ontario township under Other (the institution under MFIPPA, never its vendor)",
    profession: "municipality",
    answers: company({
      companyName: "Township of Lakehurst Highlands",
      executiveTitle: "Chief Administrative Officer",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Lakehurst Highlands, Ontario",
      businessChallenges: picks("other", 1, 3),
      otherChallenge:
        "The council agenda package takes the Clerk's office about two days a week. Building permits are backlogged and our chief building official handles most of them himself.",
      aiFriction:
        "Council set a hard cap of $25,000 for any new software this year without a tender. Our inside staff are a CUPE local and anything new goes to the JLMC first.",
      otherPlatforms: "Keystone for tax and utility billing, Cloudpermit for building permits",
      aiDepartments: ["operations", "finance"],
    }),
  },
  {
    key: "harbour-symphony",
    summary: "Halifax symphony orchestra, a registered charity (performing arts)",
    profession: "performing-arts",
    answers: company({
      companyName: "Harbour Symphony Orchestra",
      companyIndustry: "other",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Halifax, Nova Scotia",
      businessChallenges: picks("other", 0, 1, 3),
      otherChallenge:
        "We are a registered charity and a professional orchestra. Our subscriptions fell from about 2,400 to 1,700 over three seasons, and our development team of two spends weeks writing grant reports.",
      aiExperience: "Our marketing manager uses Canva for posters and social posts.",
      aiFriction:
        "Donors' information never leaves Tessitura. Our musicians are members of the AFM local and worry about recordings.",
      otherPlatforms: "Tessitura, Canva",
      aiDepartments: ["marketing", "sales", "operations"],
    }),
  },
  {
    key: "cabinet-avocats",
    summary: "Quebec City law firm (French)",
    profession: "legal",
    answers: company({
      companyName: "Cabinet Lévesque Avocats",
      companyIndustry: "consulting",
      headOfficeLocation: "other",
      customLocation: "Québec, QC",
      businessChallenges: picks("consulting", 0, 1),
      otherChallenge: "Les avocats passent leurs soirées sur la recherche jurisprudentielle.",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "structural-engineers",
    summary: "Vancouver structural engineering firm on Bluebeam",
    profession: "design-engineering",
    answers: company({
      companyName: "Fraser Structural Ltd.",
      companyIndustry: "consulting",
      headOfficeLocation: "lower-mainland",
      companyBusinessModel: "b2b",
      businessChallenges: picks("consulting", 0, 2),
      otherChallenge: "Design review of drawing sets takes our engineers days.",
      otherPlatforms: "Bluebeam and AutoCAD",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "architects-fredericton",
    summary: "Fredericton architecture practice answering public RFPs for schools",
    profession: "design-engineering",
    answers: company({
      companyName: "Riverbend Architects Ltd.",
      executiveTitle: "Principal",
      companyIndustry: "consulting",
      headOfficeLocation: "other",
      customLocation: "Fredericton, New Brunswick",
      companyBusinessModel: "b2b",
      companyEmployees: "11-50",
      businessChallenges: picks("consulting", 0, 1, 2),
      otherChallenge:
        "Public RFPs for schools take two of us a week each, and code reviews wait for one senior person.",
      otherPlatforms: "Revit, Bluebeam and Deltek Ajera",
      aiDepartments: ["sales", "operations"],
    }),
  },
  {
    key: "ingenierie-montreal",
    summary: "Montreal engineering firm drafting estimates and inspection reports (French)",
    profession: "design-engineering",
    answers: company({
      companyName: "Groupe Laurentide",
      companyIndustry: "consulting",
      ...montreal,
      companyBusinessModel: "b2b",
      businessChallenges: picks("consulting", 1, 2, 3),
      otherChallenge:
        "Nos ingénieurs passent trop de temps sur les devis et les rapports d'inspection.",
      aiFriction: "Les ingénieurs craignent la responsabilité professionnelle.",
      aiExperience: "",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "interprovincial-carrier",
    summary: "Surrey trucking carrier on McLeod hauling to Alberta and the US, drivers unionised",
    profession: "trucking",
    answers: company({
      companyName: "Coastal Freightways",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      headOfficeLocation: "lower-mainland",
      officeExpansion: ["other-provinces", "united-states"],
      businessChallenges: picks("other", 1, 2, 5),
      otherChallenge: "Dispatchers retype load tenders from e-mail into the TMS.",
      aiFriction: "Our drivers are unionised and worried about the cameras.",
      otherPlatforms: "McLeod and Samsara",
      aiDepartments: ["operations", "hr"],
    }),
  },
  {
    key: "bc-carrier",
    summary: "Prince George trucking carrier hauling only within BC",
    profession: "trucking",
    answers: company({
      companyName: "Northern Haul Trucking",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      headOfficeLocation: "northern-bc",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("other", 1, 5),
      otherChallenge: "Load tenders and rate confirmations pile up in the dispatch inbox.",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "freight-brokerage",
    summary: "Mississauga freight brokerage on McLeod PowerBroker, 70% cross-border (no carrier)",
    profession: "freight-broker",
    answers: company({
      companyName: "Northline Freight Brokerage",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Mississauga, Ontario",
      businessChallenges: picks("other", 0, 1, 5),
      otherChallenge:
        "We broker about 1,800 truckloads a month, 70% cross-border. Our carrier reps retype about 400 rate confirmations a day into McLeod PowerBroker.",
      aiFriction:
        "Our largest shipper's contract requires its written approval of any new software that touches its freight data.",
      otherPlatforms: "McLeod PowerBroker TMS, DAT and Truckstop load boards",
      aiDepartments: ["operations", "sales"],
    }),
  },
  {
    key: "nation-corporation",
    summary: "A First Nation's development corporation in the Interior answering land referrals",
    profession: "first-nation",
    answers: company({
      companyName: "Nicola Valley Development Corporation",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      headOfficeLocation: "interior",
      officeExpansion: ["only-bc"],
      aiPerception: "potential_threat",
      businessChallenges: picks("other", 1, 3),
      otherChallenge:
        "We answer dozens of land referrals a month for the Nation, from our own traditional-use studies.",
      aiFriction: "Chief and Council want to know who controls the Nation's data.",
      aiDepartments: ["operations", "executive"],
    }),
  },
  {
    key: "vancouver-charity",
    summary: "A Vancouver newcomer literacy society of nine staff, funded by grants and donors",
    profession: "nonprofit",
    answers: company({
      companyName: "Strathcona Newcomer Literacy Society",
      executiveTitle: "Executive Director",
      companyIndustry: "other",
      companyEmployees: "1-10",
      companyRevenue: "under-1m",
      headOfficeLocation: "lower-mainland",
      officeExpansion: ["only-bc"],
      enterprisePlatforms: ["zoom"],
      otherPlatforms: "Google Workspace for Nonprofits, CanadaHelps and Bloomerang",
      businessChallenges: picks("other", 1, 4, 5),
      otherChallenge: "Grant applications and funder reports take two days a week of my time.",
      aiFriction: "Most volunteers are retirees, and we have almost no budget.",
      aiDepartments: ["operations", "marketing", "executive"],
    }),
  },
  {
    key: "prairie-grain-coop",
    summary: "A Saskatchewan agricultural co-operative with grain elevators and agro centres",
    profession: "agri-coop",
    answers: company({
      companyName: "Quill Lakes Co-operative Association Ltd.",
      executiveTitle: "General Manager",
      companyIndustry: "retail",
      companyBusinessModel: "both",
      headOfficeLocation: "other",
      customLocation: "Humboldt, Saskatchewan",
      businessChallenges: picks("retail", 0, 5),
      otherChallenge:
        "Seeding and harvest double the workload at the grain terminal and agro centres.",
      aiDepartments: ["supply_chain", "sales", "finance"],
    }),
  },
  {
    key: "nisku-oilfield",
    summary: "An Alberta oilfield services company whose crews bill from field tickets",
    profession: "energy-services",
    answers: company({
      companyName: "Athabasca Wellsite Services Ltd.",
      companyIndustry: "other",
      companyEmployees: "201-500",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Nisku, Alberta",
      businessChallenges: picks("other", 1, 2, 5),
      otherChallenge: "Field tickets from the wellsites take three weeks to reach invoicing.",
      aiDepartments: ["operations", "finance", "hr"],
    }),
  },
  {
    key: "ottawa-condo-manager",
    summary: "An Ontario manager of condominium corporations and a few rental buildings",
    profession: "property-management",
    answers: company({
      companyName: "Rideau Residential Services",
      companyIndustry: "real-estate",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Ottawa, Ontario",
      otherPlatforms: "Condo Control",
      businessChallenges: picks("real-estate", 2, 5),
      otherChallenge:
        "We run 25 condo corporations and 3 rental buildings; board minutes eat our managers' evenings.",
      aiDepartments: ["operations", "customer_service"],
    }),
  },
  {
    key: "laval-msp",
    summary: "A Quebec managed IT services provider with municipal clients",
    profession: "managed-it",
    answers: company({
      companyName: "Services TI Laval inc.",
      companyIndustry: "technology",
      companyBusinessModel: "b2b",
      ...montreal,
      otherPlatforms: "Autotask, Datto RMM",
      businessChallenges: picks("technology", 3, 5),
      otherChallenge: "Nos techniciens répondent aux mêmes billets de soutien chaque semaine.",
      aiFriction: "Nos contrats avec les municipalités exigent que les données restent au Québec.",
      aiDepartments: ["customer_service", "operations"],
    }),
  },
  {
    key: "abbotsford-meat-plant",
    summary: "A BC meat processing plant under the Safe Food for Canadians Regulations",
    profession: "food-processing",
    answers: company({
      companyName: "Matsqui Meats Ltd.",
      companyIndustry: "manufacturing",
      companyBusinessModel: "b2b",
      companyEmployees: "201-500",
      headOfficeLocation: "lower-mainland",
      businessChallenges: picks("manufacturing", 1, 3),
      otherChallenge: "Our sanitation and HACCP checks in the plant are still on paper.",
      aiDepartments: ["operations", "supply_chain"],
    }),
  },
  {
    key: "comox-bakery",
    summary: "A four-person bakery on Vancouver Island",
    profession: "bakery",
    answers: company({
      companyName: "Comox Valley Bakehouse",
      executiveTitle: "Owner",
      companyIndustry: "food-services",
      companyEmployees: "1-10",
      companyRevenue: "under-1m",
      headOfficeLocation: "vancouver-island",
      otherPlatforms: "Square POS",
      businessChallenges: picks("food-services", 1, 3),
      otherChallenge: "We bake too many loaves on rainy Mondays and throw them out at close.",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "kamloops-insurance-brokers",
    summary: "Kamloops P&C insurance brokerage that chose onboarding and KYC",
    profession: "insurance-broker",
    answers: company({
      companyName: "Thompson Valley Insurance Brokers",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      businessChallenges: picks("financial-services", 1, 2, 4),
      otherChallenge:
        "Renewals for our commercial accounts are re-keyed into each insurer's portal.",
      otherPlatforms: "Applied Epic",
      aiDepartments: ["customer_service", "operations"],
    }),
  },
  {
    key: "prince-george-brokerage",
    summary: "Prince George P&C brokerage whose name says nothing, on EZLynx",
    profession: "insurance-broker",
    answers: company({
      companyName: "Northern Shield Group",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Prince George, BC",
      businessChallenges: picks("financial-services", 2, 4, 5),
      otherChallenge:
        "Commercial renewals take our account managers days: we re-key each submission into every insurer's portal.",
      otherPlatforms: "EZLynx",
      aiDepartments: ["customer_service", "operations"],
    }),
  },
  {
    key: "hamilton-mortgage-brokerage",
    summary: "Hamilton mortgage brokerage that chose onboarding and credit decisions",
    profession: "mortgage-broker",
    answers: company({
      companyName: "Bayfront Financial",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Hamilton, Ontario",
      businessChallenges: picks("financial-services", 2, 5),
      otherChallenge:
        "We are a mortgage brokerage: chasing clients' pay stubs and lenders' conditions eats our week.",
      aiDepartments: ["operations", "sales"],
    }),
  },
  {
    key: "montreal-wealth",
    summary: "Montreal wealth management firm answering in French",
    profession: "investment",
    answers: company({
      companyName: "Groupe Mercier",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Montréal, QC",
      businessChallenges: picks("financial-services", 2, 3),
      otherChallenge:
        "Notre cabinet de gestion de patrimoine compte 12 conseillers en placement et les révisions annuelles prennent trop de temps.",
      aiDepartments: ["sales", "operations"],
    }),
  },
  {
    key: "mississauga-guards",
    summary:
      "Mississauga contract security company audited by the Ministry of the Solicitor General",
    profession: "security-guard",
    answers: company({
      companyName: "Peel Watch Protective Services Ltd.",
      companyIndustry: "other",
      companyEmployees: "1001-5000",
      headOfficeLocation: "other",
      customLocation: "Mississauga, Ontario",
      otherChallenge:
        "Our 2,000 licensed guards cover condos and hospitals; missed posts cost us penalties.",
      aiFriction: "We are audited by the Ministry of the Solicitor General.",
      aiDepartments: ["operations", "hr"],
    }),
  },
  {
    key: "yukon-floatplanes",
    summary: "Whitehorse floatplane air taxi selling flightseeing",
    profession: "air-taxi",
    answers: company({
      companyName: "Yukon River Air Ltd.",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Whitehorse, Yukon",
      businessChallenges: picks("travel-hospitality-tourism", 0, 4),
      otherChallenge: "We fly floatplanes for flightseeing and fly-in fishing all summer.",
      aiDepartments: ["operations", "customer_service"],
    }),
  },
  {
    key: "ucluelet-boat-tours",
    summary: "Ucluelet whale-watching operator with four boats",
    profession: "tour-operator",
    answers: company({
      companyName: "Barkley Sound Adventures",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      headOfficeLocation: "vancouver-island",
      businessChallenges: picks("travel-hospitality-tourism", 0, 4),
      otherChallenge: "We run whale-watching trips on four boats from March to October.",
      aiFriction: "Transport Canada inspects our vessels every year.",
      aiDepartments: ["customer_service", "marketing"],
    }),
  },
  {
    key: "richmond-seafood",
    summary: "Richmond seafood processor that exports, unionised",
    profession: "food-processing",
    answers: company({
      companyName: "Steveston Ocean Foods",
      companyIndustry: "manufacturing",
      companyBusinessModel: "b2b",
      companyMarkets: "global",
      headOfficeLocation: "lower-mainland",
      customLocation: "Richmond, BC",
      businessChallenges: picks("manufacturing", 1, 2),
      otherChallenge:
        "Our sharpest pain is CFIA export certificates: every container to Asia needs paperwork that takes our clerk two days.",
      aiFriction:
        "We are unionised and the agreement requires notice before any change to members' work. No cameras on the line.",
      aiDepartments: ["operations", "supply_chain"],
    }),
  },
  {
    key: "kelowna-cpa",
    summary: "Kelowna CPA firm, tax-season freeze",
    profession: "accounting",
    answers: company({
      companyName: "Okanagan Ledger CPA LLP",
      executiveTitle: "Managing Partner",
      companyIndustry: "consulting",
      companyBusinessModel: "both",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      customLocation: "Kelowna, BC",
      businessChallenges: picks("consulting", 2, 3),
      otherChallenge: "Tax season from February to April buries us; nothing new can start then.",
      aiFriction: "Client data stays in Canada.",
      aiDepartments: ["finance", "operations"],
      otherPlatforms: "CaseWare, TaxCycle",
    }),
  },
  {
    key: "vernon-independent-school",
    summary: "Vernon independent K-12 school, board approval",
    profession: "school",
    answers: company({
      companyName: "Okanagan Valley Academy",
      executiveTitle: "Head of School",
      companyIndustry: "education",
      headOfficeLocation: "interior",
      customLocation: "Vernon, BC",
      businessChallenges: picks("education", 1, 5),
      otherChallenge: "Report-card cycles in November, March and June take teachers' evenings.",
      aiFriction: "No AI grading of student work. Anything new needs board approval.",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "surrey-carrier-words",
    summary: "Surrey carrier whose words haul to Alberta and Washington State, offices only in BC",
    profession: "trucking",
    answers: company({
      companyName: "Panorama Transport Ltd.",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      headOfficeLocation: "other",
      customLocation: "Surrey, BC",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("other", 1, 5),
      otherChallenge:
        "Dispatchers retype loads for our runs; we haul to Alberta and run to Washington State every week.",
      aiFriction: "Safety meetings in the yard are the only time drivers and dispatch talk.",
      aiDepartments: ["operations", "hr"],
    }),
  },
  {
    key: "rive-sud-transfrontalier",
    summary: "Longueuil carrier, 11-50 staff, cross-border runs to the US (French)",
    profession: "trucking",
    answers: company({
      companyName: "Transport Rive-Sud inc.",
      companyIndustry: "other",
      companyBusinessModel: "b2b",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Longueuil, QC",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("other", 1, 5),
      otherChallenge:
        "Nos camions font du transport transfrontalier vers les États-Unis chaque semaine.",
      aiFriction: "Les répartiteurs manquent de temps.",
      aiExperience: "",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "salt-spring-brewery",
    summary: "Salt Spring Island brewery entered under Manufacturing, shipping beer to Alberta",
    profession: "alcohol-producer",
    answers: company({
      companyName: "Salt Spring Ales",
      companyIndustry: "manufacturing",
      companyEmployees: "11-50",
      headOfficeLocation: "vancouver-island",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("manufacturing", 1, 3),
      otherChallenge: "We ship our beer to Alberta and want to sell more there.",
      aiDepartments: ["sales", "marketing", "operations"],
    }),
  },
  {
    key: "kelowna-saas-us-office",
    summary: "Kelowna software firm with a US office, AI hoped for in HR",
    profession: null,
    answers: kootenaySoftware("Hiring developers takes months."),
  },
  {
    key: "kelowna-saas-denver",
    summary: "Kelowna software firm hiring for its Denver office",
    profession: null,
    answers: kootenaySoftware(
      "We hire developers for our new office in Denver, and it takes months.",
    ),
  },
  {
    key: "laval-boutique",
    summary: "Laval boutique with 1-10 staff (French)",
    profession: null,
    answers: company({
      companyName: "Boutique Champlain",
      companyIndustry: "retail",
      companyEmployees: "1-10",
      headOfficeLocation: "other",
      customLocation: "Laval, QC",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("retail", 0, 1),
      otherChallenge: "Les commandes arrivent par téléphone et par courriel.",
      aiExperience: "",
      aiDepartments: ["operations", "customer_service"],
    }),
  },
  {
    key: "penticton-golf",
    summary: "Penticton golf course under Travel that chose pricing and occupancy",
    profession: "recreation",
    answers: company({
      companyName: "Skaha Bench Golf Club",
      companyIndustry: "travel-hospitality-tourism",
      headOfficeLocation: "interior",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("travel-hospitality-tourism", 0, 4, 5),
      otherChallenge: "Our tee sheet is full on weekends and empty on weekday afternoons.",
      aiDepartments: ["sales", "customer_service"],
    }),
  },
  {
    key: "kamloops-surveyors",
    summary: "Kamloops land surveyors under Consulting, drafting in Civil 3D",
    profession: "land-surveyor",
    answers: company({
      companyName: "Thompson Valley Surveys Ltd.",
      executiveTitle: "Principal Land Surveyor",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "interior",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("consulting", 1, 2, 5),
      otherChallenge: "Subdivision plans wait weeks for drafting.",
      otherPlatforms: "AutoCAD Civil 3D",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "quebec-collections",
    summary: "Quebec City collection agency under Financial Services (French)",
    profession: "collection-agency",
    answers: company({
      companyName: "Recouvrement Capitale inc.",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Québec, QC",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("financial-services", 1, 5),
      otherChallenge:
        "Nos agents de recouvrement appellent les débiteurs pour des cliniques et des propriétaires.",
      aiDepartments: ["operations"],
    }),
  },
  {
    key: "prince-george-roofer",
    summary: "Prince George roofing contractor under Other",
    profession: "roofer",
    answers: company({
      companyName: "Nechako Roofing Ltd.",
      companyIndustry: "other",
      headOfficeLocation: "northern-bc",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("other", 1, 2),
      otherChallenge: "Our estimator bids re-roofs for the pulp mills and it takes days.",
      aiDepartments: ["operations", "finance"],
    }),
  },
  {
    key: "surrey-staffing-agency",
    summary: "Surrey temporary staffing agency under Consulting, placing workers in food plants",
    profession: "staffing-agency",
    answers: company({
      companyName: "Cascade Crew Staffing Ltd.",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      headOfficeLocation: "lower-mainland",
      officeExpansion: ["only-bc"],
      businessChallenges: picks("consulting", 1, 0),
      otherChallenge:
        "We are a temp agency placing about 400 warehouse and food processing workers a week, and no-shows cost us clients.",
      aiDepartments: ["operations", "sales"],
    }),
  },
];
