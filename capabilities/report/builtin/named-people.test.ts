import type { AssessmentInput } from "@/model/assessment/schemas";
import { storyDisagreements } from "@/tests/report-audit/consistency";
import { generateDocuments, lintDocuments } from "@/tests/report-audit/lint-documents";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { namedPeopleOf } from "./named-people";
import { generateReport } from "./index";
import { generateFollowUpQuestions } from "./follow-up";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * The people the executive names own the work of their area, by their name and role as written
 * (issue 34): no title the company may not have beside them, no head or director the answers do
 * not show below 500 staff, and one owner for one piece of work across report, roadmap and
 * follow-up.
 */

const read = (aiFriction: string) =>
  namedPeopleOf(makeAnswers({ aiFriction, aiExperience: "", otherChallenge: "" }));

describe("the people an executive names", () => {
  it.each([
    ["Our CFO, Anika, reviews every invoice run.", "Anika (CFO)", ["finance"]],
    ["My brother Sam is the office manager and handles hiring.", "Sam (office manager)", ["hr"]],
    [
      "Our only maintenance supervisor, Tomasz, keeps the lines running.",
      "Tomasz (maintenance supervisor)",
      ["maintenance"],
    ],
    ["My wife Linda does our books and payroll.", "Linda (does your books)", ["finance"]],
    ["My son runs marketing and the website.", "your son", ["marketing"]],
    ["Our IT is one manager and an outside partner.", "IT Manager", ["it"]],
    ["IT is one person, Sam, and he is swamped.", "Sam (IT person)", ["it"]],
    [
      "IT is one person, Darren Walsh, plus the POS vendor's help desk.",
      "Darren Walsh (IT person)",
      ["it"],
    ],
    ["Maria in HR spends 20 hours a week on work permits.", "Maria (HR)", ["hr"]],
    ["Luc aux achats passe ses lundis à commander.", "Luc (achats)", ["supply_chain"]],
    ["Stéphane, notre estimateur, prépare les soumissions.", "Stéphane (estimateur)", ["sales"]],
    ["The controller is our privacy officer.", "Controller", ["finance", "privacy"]],
    ["The chief dispatcher plans every route.", "Chief Dispatcher", ["dispatch"]],
    // Review r23: « notre chef du service à la clientèle » owned work as "Chef".
    [
      "Notre chef du service à la clientèle craint que les agents soient remplacés.",
      "Head of Customer Service",
      ["customer_service"],
    ],
    [
      "Our general manager, Lisa, runs the hotel day to day.",
      "Lisa (general manager)",
      ["operations"],
    ],
    [
      "Notre directrice des opérations, Josée, approuve les achats.",
      "Josée (director of operations)",
      ["operations"],
    ],
    [
      "Notre contrôleur, Martin, est aussi le responsable de la protection des renseignements personnels.",
      "Martin (controller)",
      ["finance", "privacy"],
    ],
    [
      "Ma fille Julie s'occupe de nos réseaux sociaux.",
      "Julie (s'occupe de vos réseaux sociaux)",
      ["marketing"],
    ],
    [
      "Quotes pile up and Ravi's team of 4 estimators takes three days each.",
      "Ravi (leads the estimators)",
      ["sales"],
    ],
    [
      "Amélie et ses trois répartitrices planifient les tournées.",
      "Amélie (dirige les répartitrices)",
      ["dispatch"],
    ],
  ])("reads %j", (words, label, areas) => {
    const [person] = read(words);
    expect(person?.label).toBe(label);
    expect(person?.areas).toEqual(expect.arrayContaining(areas));
  });

  // A roster names two people of one role in brackets: both are named, by that role (review r20).
  it.each([
    [
      "Staff: me, two dispatchers (Wendell and Rita), eleven drivers and a mechanic.",
      ["Wendell (dispatcher)", "Rita (dispatcher)"],
      ["dispatch"],
    ],
    [
      "Équipe : moi, deux serristes (Lucie et Marc) et six cueilleurs.",
      ["Lucie (serriste)", "Marc (serriste)"],
      ["production"],
    ],
  ])("reads both people of %j", (words, labels, areas) => {
    const people = read(words);
    expect(people.map((p) => p.label)).toEqual(labels);
    for (const person of people) expect(person.areas).toEqual(areas);
  });

  it.each([
    "We are hiring our first controller this spring.",
    "Our old IT manager left in May and nobody replaced him.",
    "We lose track of every project manager's hours.",
    "Yardi handles our accounting.",
    "Our 14 licensed site managers each carry twelve jobs.",
    "Nous cherchons un contrôleur depuis six mois.",
    "The vendor's account manager never calls back.",
    "The operations manager at our supplier sends the forecasts late.",
    "Growth in sales was flat last year.",
    "Delays in shipping cost us two clients.",
    "Vancouver in May runs 40 trips a week.",
  ])("names nobody in %j", (words) => expect(read(words)).toEqual([]));
});

/** Every owner the executive reads: the roadmap's fields, the report's and the follow-up's prose. */
function ownersOf(answers: AssessmentInput) {
  const input = inputFor(answers);
  const documents = generateDocuments(input);
  const { markdownReport } = generateReport(input);
  const followUp = JSON.stringify(generateFollowUpQuestions(input));
  // One owner for one piece of work, and as many pilots listed as said, wherever owners are named.
  expect(storyDisagreements(input, documents, input.readiness.improvements)).toEqual([]);
  expect(lintDocuments(input, documents)).toEqual([]);
  const fields = [
    ...documents.roadmap.recommendations.map((r) => ({ title: r.title, owner: r.owner ?? "" })),
    ...documents.roadmap.quickWins.map((w) => ({ title: w.title, owner: w.owner ?? "" })),
  ];
  const prose = [
    ...markdownReport.matchAll(/\*\*Owner:\*\* ([^.]+(?:\([^)]*\))?)\./g),
    ...markdownReport.matchAll(/owned by (the [A-Z][\w -]*|\p{Lu}\p{Ll}+ \([^)]*\))/gu),
  ].map((m) => m[1]!.replace(/^the /, ""));
  return { input, documents, fields, prose, markdownReport, followUp };
}

const SENIOR = /^(?:Head|Director|VP|Vice[- ]President|Chief)\b|Director$/;

describe("named people own the work of their area", () => {
  it("gives a Manitoba food plant's maintenance and systems work to the people named", () => {
    const plant = ownersOf(
      makeAnswers({
        companyName: "Prairie Pierogi Co.",
        executiveTitle: "President",
        companyIndustry: "manufacturing",
        companyEmployees: "51-200",
        headOfficeLocation: "other",
        customLocation: "Winnipeg, MB",
        aiDepartments: ["operations", "finance"],
        otherPlatforms: "Sage 300, Microsoft 365",
        aiFriction:
          "Our maintenance supervisor, Tomasz, keeps three lines running on paper work orders. IT is one person and a contractor in Winnipeg.",
        aiExperience: "",
        otherChallenge: "",
      }),
    );
    const owners = [...plant.fields.map((f) => f.owner), ...plant.prose];
    expect(owners).toContain("Tomasz (maintenance supervisor)");
    expect(owners).not.toContain("Maintenance Manager");
    expect(owners.filter((o) => SENIOR.test(o))).toEqual([]);
    // Asking the vendors about their AI is one piece of work with one owner.
    const vendorWork = plant.fields.filter((f) =>
      /^(?:Ask your current vendors|Use the AI in|Decide where the data)/.test(f.title),
    );
    expect(vendorWork.length).toBeGreaterThan(1);
    expect(new Set(vendorWork.map((f) => f.owner))).toEqual(new Set(["IT Person"]));
    expect(
      storyDisagreements(plant.input, plant.documents, plant.input.readiness.improvements),
    ).toEqual([]);
  });

  it("gives an Ontario landscaper's books to the person who does them, by name", () => {
    const landscaper = ownersOf(
      makeAnswers({
        companyName: "Greenline Landscaping Ltd.",
        executiveTitle: "Owner",
        companyIndustry: "other",
        companyEmployees: "11-50",
        headOfficeLocation: "other",
        customLocation: "Barrie, ON",
        aiDepartments: ["finance", "operations"],
        aiFriction: "My wife Linda does our books and payroll in QuickBooks.",
        aiExperience: "",
        otherChallenge: "",
      }),
    );
    const owners = [...landscaper.fields.map((f) => f.owner), ...landscaper.prose];
    expect(owners).toContain("Linda (does your books)");
    expect(owners).not.toContain("Controller");
    expect(landscaper.markdownReport).not.toMatch(/the Linda|Linda \(does your books\)'s/);
  });

  it("gives a Quebec distributor's social media to the daughter who runs it, in her words", () => {
    const distributor = ownersOf(
      makeAnswers({
        companyName: "Distributions Gagnon inc.",
        executiveTitle: "Président",
        companyIndustry: "retail",
        companyEmployees: "51-200",
        headOfficeLocation: "other",
        customLocation: "Sherbrooke, QC",
        aiDepartments: ["finance", "marketing"],
        aiFriction:
          "Notre contrôleur, Martin, est aussi le responsable de la protection des renseignements personnels. Ma fille Julie s'occupe de nos réseaux sociaux.",
        aiExperience: "",
        otherChallenge: "",
      }),
    );
    const owners = [...distributor.fields.map((f) => f.owner), ...distributor.prose];
    expect(owners).toContain("Julie (s'occupe de vos réseaux sociaux)");
    expect(owners.filter((o) => /Marketing Lead|Head of|Director of/.test(o))).toEqual([]);
  });

  it("keeps a clinic's clinical work with the clinicians, and the front desk with the manager named", () => {
    const clinic = ownersOf(
      makeAnswers({
        companyName: "Riverside Physiotherapy",
        executiveTitle: "Owner and Lead Physiotherapist",
        companyIndustry: "healthcare",
        companyEmployees: "11-50",
        headOfficeLocation: "other",
        customLocation: "Red Deer, AB",
        aiDepartments: ["customer_service", "operations"],
        aiFriction:
          "My partner Alex is the clinic manager and runs the front desk and the booking system.",
        aiExperience: "",
        otherChallenge: "",
      }),
    );
    const owners = [...clinic.fields.map((f) => f.owner), ...clinic.prose];
    expect(owners).toContain("Alex (clinic manager)");
    // Not everything on one person: the executive keeps work too.
    expect(owners).toContain("Owner and Lead Physiotherapist");
    for (const line of clinic.markdownReport.split("\n"))
      if (/ambient documentation|charting|visit notes/i.test(line))
        expect(line).not.toMatch(/Owner:\*\* Alex/);
  });
});

describe("senior titles where the size and the answers support them", () => {
  const retailer = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    ownersOf(
      makeAnswers({
        companyName: "Harbour Home Stores Ltd.",
        executiveTitle: "CEO",
        companyIndustry: "retail",
        companyEmployees,
        headOfficeLocation: "other",
        customLocation: "Halifax, NS",
        aiFriction: "",
        aiExperience: "",
        otherChallenge: "",
      }),
    );

  it("invents no head or director for a 300-person retailer", () => {
    const { fields, prose, followUp } = retailer("201-500");
    expect([...fields.map((f) => f.owner), ...prose].filter((o) => SENIOR.test(o))).toEqual([]);
    expect(followUp).not.toMatch(/Head of|Director of/);
  });

  it("keeps a 2,000-person retailer's heads of function", () => {
    const { fields, prose } = retailer("1001-5000");
    expect([...fields.map((f) => f.owner), ...prose].some((o) => SENIOR.test(o))).toBe(true);
  });

  it("names a head the executive names, at any size", () => {
    const { fields, prose } = ownersOf(
      makeAnswers({
        companyName: "Harbour Home Stores Ltd.",
        executiveTitle: "CEO",
        companyIndustry: "retail",
        companyEmployees: "201-500",
        aiDepartments: ["operations"],
        aiFriction: "Our operations director, Fiona, runs all six stores.",
        aiExperience: "",
        otherChallenge: "",
      }),
    );
    expect([...fields.map((f) => f.owner), ...prose]).toContain("Fiona (operations director)");
  });
});

describe("a person the answers say is at capacity owns at most one item (review 9, class 1)", () => {
  const owners = (overrides: Partial<AssessmentInput>) => {
    const { markdownReport } = generateReport(inputFor(makeAnswers(overrides)));
    return markdownReport;
  };
  const itemsOwnedBy = (md: string, who: RegExp) =>
    md
      .split("\n")
      .filter((line) =>
        new RegExp(`(?:Owner:\\*\\*|owned by) (?:the )?${who.source}`, "iu").test(line),
      ).length;

  it.each([
    [
      "a Winnipeg physiotherapy clinic",
      {
        companyIndustry: "healthcare" as const,
        companyEmployees: "11-50" as const,
        aiFriction:
          "Our office manager, Tanya, is already at capacity with billing and scheduling.",
      },
      /(?:Tanya|office manager)/,
    ],
    [
      "a Saint John machine shop",
      {
        companyIndustry: "manufacturing" as const,
        companyEmployees: "51-200" as const,
        aiFriction:
          "Our operations manager, Bill, is stretched thin already and cannot take on a project.",
      },
      /(?:Bill|operations manager)/,
    ],
    [
      "un cabinet comptable de Gatineau, in French",
      {
        companyIndustry: "consulting" as const,
        companyEmployees: "11-50" as const,
        aiFriction: "Notre contrôleuse, Sylvie, est débordée depuis la fin d'année.",
      },
      /(?:Sylvie|contrôleuse)/,
    ],
  ])("%s", (_, overrides, who) => {
    expect(itemsOwnedBy(owners(overrides), who)).toBeLessThanOrEqual(1);
  });

  it.each([
    ["a person with room", "Our office manager, Tanya, is keen to run the first pilot.", "Tanya"],
    [
      "capacity of a machine, not a person",
      "Our CFO, Priya, says the plant runs at full capacity.",
      "Priya",
    ],
  ])("%s keeps their work", (_, aiFriction, name) => {
    expect(
      read(aiFriction)
        .map((p) => p.label)
        .join(" "),
    ).toContain(name);
  });
});
