import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { windowRules } from "@/tests/report-audit/window-rules";
import { buildContext } from "./context";
import { planOf } from "./plan";
import { roomWindowIn } from "./room-window";
import { closedMonthsIn } from "./season-reading";

/**
 * The window the executive offers for something new, in words other than a rule (round 18: a
 * lodge that said "our quiet months are November to March" got its first pilot in April, after
 * the window, and one that could only try things in winter got it in the season): the first
 * pilot starts inside the window and is measured in the season outside it.
 */

describe("the window for something new the words offer", () => {
  it.each([
    ["Our quiet months are November to March.", [10, 11, 0, 1, 2]],
    ["We can only try new things in winter.", [11, 0, 1]],
    ["L'été est plus calme, c'est là qu'on peut essayer des choses.", [5, 6, 7]],
    ["C'est en hiver qu'on a du temps pour les nouveautés.", [11, 0, 1]],
  ])("reads %j as a window", (text, months) => {
    expect(roomWindowIn(text)?.months).toEqual(months);
  });

  it.each([
    "Quoting is slow from March to May.",
    "We throw out 15% on slow days.",
    "Nobody has time in summer.",
    "The off-season runs November to March and we service the boats then.",
  ])("finds no window in %j", (text) => {
    expect(roomWindowIn(text)).toBeNull();
  });
});

describe("a window offered in months also called busy", () => {
  it("keeps the offer: the months offered are no season to keep out of", () => {
    const answers = makeAnswers({
      otherChallenge:
        "Our winter season is our busiest time for rentals. We can only try new things in winter.",
      aiFriction: "",
      aiExperience: "",
    });
    expect(closedMonthsIn(answers)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "11-50",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiExperience: "",
    aiFriction: "",
    ...overrides,
  });

describe("a first pilot started inside the window offered", () => {
  const written = [
    [
      "a canoe outfitter's quiet months",
      company({
        companyName: "Algonquin Paddle Outfitters",
        companyIndustry: "travel-hospitality-tourism",
        otherChallenge:
          "Our quiet months are November to March, that's when we can try new things. Trip bookings and gear rentals come in by email all spring.",
      }),
      [10, 11, 0, 1, 2],
    ],
    [
      "a grain hauler who can only try things in winter",
      company({
        companyName: "Prairie Bushel Haulers",
        companyIndustry: "other",
        otherChallenge:
          "We can only try new things in winter. Dispatch and load tickets take our office manager two days a week.",
      }),
      [11, 0, 1],
    ],
    [
      "a ski-rental shop writing in French, calmer in summer",
      company({
        companyName: "Location de skis Mont-Tremblant",
        companyIndustry: "retail",
        otherChallenge:
          "L'été est plus calme, c'est là qu'on peut essayer des choses. Les réservations de groupes arrivent par courriel tout l'hiver.",
      }),
      [5, 6, 7],
    ],
  ] as const;
  const docs = written.map(([name, answers, window]) => {
    const input = auditInput({ answers });
    return { name, input, window, plan: planOf(buildContext(input)), ...generateDocuments(input) };
  });

  it.each(docs.map((d) => [d.name, d] as const))(
    "%s: starts the first pilot inside the window and says so",
    (_, { plan, window, roadmap, input, reportData }) => {
      expect(window).toContain(plan.firstPilot.month % 12);
      expect(JSON.stringify(roadmap)).toMatch(
        /start the first pilot in \w+ \d{4}|the pilots run \w+(?: \d{4})? to \w+ \d{4}, before it opens/,
      );
      expect(windowRules(input, { roadmap, reportData })).toEqual([]);
    },
  );

  it("measures the canoe outfitter's pilot in the season after the quiet months", () => {
    const text = JSON.stringify(docs[0]!.roadmap);
    expect(text).toContain("Anything new is kept to November to March");
    expect(text).toContain("in season they are only measured");
  });
});
