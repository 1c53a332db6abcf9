import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { namedPeopleOf } from "./named-people";

/**
 * Review r20 (issue 34): the people the executive names own the pilots on their work, named as
 * written ("Martin Veilleux", not "Veilleux"; "Kevin Osei runs scheduling"; "Travis Reimer, our
 * chief pilot"), and only where nobody fits is an owner appointed, said naturally ("a person you
 * appoint in maintenance"); someone described as unwilling owns nothing; a role is the words that
 * describe the person, never a count ("Kyle Dawson (one dispatcher)").
 */

const company = (overrides: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      executiveTitle: "President",
      companyEmployees: "51-200",
      aiExperience: "I use ChatGPT for emails.",
      aiFriction: "Staff are busy.",
      ...overrides,
    }),
  );

const plant = (otherChallenge: string, aiFriction = "Staff are busy.") =>
  company({
    companyName: "Fraser Valley Fasteners",
    companyIndustry: "manufacturing",
    businessChallenges: [
      "forecasting_demand_and_optimising_inventory",
      "reducing_unplanned_equipment_downtime",
    ],
    otherChallenge,
    aiFriction,
  });

const usine = (aiFriction: string) =>
  company({
    companyName: "Usinage Beauce",
    executiveName: "Julie Poulin",
    executiveTitle: "Présidente",
    companyIndustry: "manufacturing",
    businessChallenges: [
      "reducing_unplanned_equipment_downtime",
      "improving_quality_control_and_reducing_defects",
    ],
    otherChallenge:
      "Martin Veilleux (directeur de production) planifie la production à la main chaque semaine.",
    aiFriction,
    aiExperience: "J'ai essayé ChatGPT pour des courriels.",
  });

const homeServices = (aiFriction: string) =>
  company({
    companyName: "Prairie Home Services",
    executiveTitle: "Owner",
    companyIndustry: "other",
    businessChallenges: ["improving_operational_efficiency", "improving_the_customer_experience"],
    otherChallenge: "Kevin Osei runs scheduling for our 40 technicians on a whiteboard.",
    aiFriction,
  });

describe("the people named own the pilots on their work, as written", () => {
  it("has the production director own the production pilots by his whole name", () => {
    const text = usine("Les employés ont peur de perdre leur emploi.");
    expect(text).toContain("owned by Martin Veilleux (production director)");
    expect(text).not.toMatch(/(?<!Martin )Veilleux \(/);
  });

  it("has the person who runs scheduling own the scheduling pilot", () => {
    const text = homeServices("Staff are busy.");
    expect(text).toContain("owned by Kevin Osei (runs scheduling)");
    expect(text).not.toMatch(/building the schedule[^.]*owned by a person you appoint/);
  });

  it("has the chief pilot who builds the crew schedule own the scheduling pilot", () => {
    const text = company({
      companyName: "Northern Air Charter",
      executiveTitle: "CEO",
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: [
        "recovering_from_seasonal_demand_swings",
        "recruiting_and_training_seasonal_staff",
      ],
      otherChallenge:
        "Travis Reimer, our chief pilot, builds the crew schedule by hand every week.",
    });
    expect(text).toContain("owned by Travis Reimer (chief pilot)");
    expect(text).not.toMatch(/building the schedule[^.]*owned by a person you appoint/);
  });

  it("appoints an owner only where nobody fits, in natural words", () => {
    const text = plant(
      "Priya Raman, our controller, rebuilds the cash forecast in Excel every Monday.",
    );
    expect(text).toContain("owned by Priya Raman (controller)");
    expect(text).toContain("owned by a person you appoint in maintenance");
    expect(text).not.toMatch(/\b(?:someone|clinician) you name\b/i);
  });
});

describe("someone the answers describe as unwilling owns nothing", () => {
  it.each([
    ["Priya is against it.", "Priya Raman"],
    ["Priya refuses to use AI for the books.", "Priya Raman"],
  ])("%j", (aiFriction, name) => {
    const text = plant(
      "Priya Raman, our controller, rebuilds the cash forecast in Excel every Monday.",
      aiFriction,
    );
    expect(text).not.toMatch(new RegExp(`owned by ${name}|${name} \\([^)]*\\) owns`));
    expect(text).not.toMatch(new RegExp(`"owner":"${name}`));
  });

  it("in French: « Martin n'en veut pas »", () => {
    const text = usine("Martin n'en veut pas.");
    expect(text).not.toMatch(
      /owned by (?:Martin )?Veilleux|Veilleux \([^)]*\) owns|"owner":"(?:Martin )?Veilleux/,
    );
  });

  it("in English: Kevin does not want another program", () => {
    const text = homeServices("Kevin does not want another program.");
    expect(text).not.toMatch(/owned by Kevin|Kevin Osei \([^)]*\) owns|"owner":"Kevin/);
    expect(text).toMatch(/building the schedule[^.]*owned by a person you appoint in operations/);
  });
});

describe("a role is the words that describe the person", () => {
  const read = (otherChallenge: string) =>
    namedPeopleOf(makeAnswers({ otherChallenge, aiExperience: "", aiFriction: "" })).map(
      (p) => p.label,
    );

  it.each([
    [
      "All our loads go through the one dispatcher, Kyle Dawson, by phone.",
      "Kyle Dawson (dispatcher)",
    ],
    ["Kyle Dawson, our only dispatcher, books every load by phone.", "Kyle Dawson (dispatcher)"],
    [
      "Martin Veilleux (directeur de production) planifie la production.",
      "Martin Veilleux (production director)",
    ],
  ])("%j", (words, label) => expect(read(words)).toEqual([label]));
});

describe("a company that lists its whole staff", () => {
  const greenhouse = (aiFriction: string) =>
    company({
      executiveName: "Josée Bérubé",
      executiveTitle: "Owner",
      companyName: "Serres Boréales",
      companyIndustry: "other",
      companyEmployees: "11-50",
      otherChallenge: "Fruit is downgraded on arrival and we never learn why.",
      aiFriction,
    });

  it.each([
    "Équipe : moi, deux serristes (Lucie et Marc) et six cueilleurs.",
    "Team: me, two growers (Lucie and Marc) and six pickers.",
  ])("gives no pilot to a title the list does not hold (%s)", (aiFriction) => {
    const text = greenhouse(aiFriction);
    expect(text).toMatch(/\*\*Owner:\*\* Josée Bérubé/);
    expect(text).not.toMatch(/\*\*Owner:\*\* (?!Josée Bérubé|Lucie|Marc|a person you appoint)/);
    expect(text).not.toMatch(/Packinghouse Manager/);
  });
});
