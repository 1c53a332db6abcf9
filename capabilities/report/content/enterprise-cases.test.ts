import { ENTERPRISE_CASE } from "./enterprise-cases";
import { industryProfiles } from "./industries";
import { neutralAreas } from "./neutral-areas";
import { everyProfile } from "./profession-profiles";

/**
 * Every published case a landscape quotes is either a far larger organisation's (enterprise-cases.ts)
 * or no company's own practice: a study, a trial, a ruling, a regulation, a survey, or a peer of
 * small scale (issue 34: a 16-person lab was given Moderna as "an example"). A new case must be
 * put on one side or the other, so none reaches a small firm as a company like it unmarked.
 */
const NOT_A_LARGER_COMPANYS = [
  "In a controlled experiment GitHub published",
  "In a 2010 test at Autodesk, translators",
  "The US Consumer Financial Protection Bureau",
  "In a 2023 Harvard Business School",
  "An audit of 2,241 US companies",
  "In August 2024 the US Department",
  "In a 2024 randomised trial with",
  "In a 2011 randomised trial of",
  "In a 2024 trial by England's",
  "Turnitin reported in April 2024 that",
  "In Moffatt v. Air Canada (2024),",
  "In a trial on 66 hectares",
  "Pearl's Second Opinion was cleared by",
  "Since May 2024, dental offices also",
  "The privacy commissioners of Ontario and",
  "Ontario's Fixing Long-Term Care Act,",
  "The Public Health Agency of Canada",
  "In a 2024 study of more",
  "Deltek's 2025 Clarity study of nearly",
  "In a study the American Institute",
  "In the RIBA's survey of more",
  "GPT-4 scored 75.37% on a practice",
  "Transport Canada's amendments of June 2019",
  "Truckload carriers averaged 21,856 miles between",
  "Caldwell First Nation in southwestern Ontario",
  "Te Hiku Media, a Māori iwi",
  "Thomson Reuters' 2024 Future of Professionals",
  "The Fundraising Effectiveness Project, drawing on",
  "A three-year University of Arkansas field",
  "The Canadian Agricultural Human Resource Council",
  "In July 2021 attackers used a",
  "Statistics Canada reported that 6.1% of",
  "In a 2023 controlled experiment, developers",
  "In a 2023 field experiment with",
  "Stanford researchers found in 2023 that",
  "Since June 28, 2024, Ontario Health",
  "The Safe Food for Canadians Regulations,",
  "CSA W47.1, in its 2019 edition,",
  "The (US) Transportation Intermediaries Association's",
];

const studies = new Set(neutralAreas.map((a) => a.industryExampleSource));
const published = [
  ...industryProfiles.flatMap((p) => p.landscape),
  ...everyProfile.flatMap(([, p]) => p.landscape),
].filter(
  (a) =>
    !/^Illustrative example\b/.test(a.industryExampleSource) &&
    !studies.has(a.industryExampleSource),
);

it("classes every published case as a far larger organisation's or no company's practice", () => {
  const unclassed = published
    .filter((a) => !ENTERPRISE_CASE.test(a.industryExample))
    .map((a) => a.industryExample)
    .filter((example) => !NOT_A_LARGER_COMPANYS.some((head) => example.startsWith(head)));
  expect(unclassed).toEqual([]);
});

it("counts a pharmaceutical multinational's case as a far larger company's", () => {
  expect(ENTERPRISE_CASE.test("Moderna reported in 2024 that its staff had built 750 GPTs")).toBe(
    true,
  );
  expect(ENTERPRISE_CASE.test("A 16-person lab drafts its study reports")).toBe(false);
});
