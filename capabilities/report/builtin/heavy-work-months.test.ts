import { makeAnswers } from "@/tests/helpers/test-answers";
import { closedMonthsIn, seasonsOf } from "./season-reading";
import { generateRoadmap } from "./documents";
import { auditInput } from "@/tests/report-audit/audit-input";

/**
 * Months the executive names for heavy work of any kind (a report backlog after field season, a
 * selling season at trade shows) are busy, not the quiet time between seasons (round 17: a
 * reclamation firm's November-to-February writing backlog and a lodge's January-February sport
 * shows were read as spare time for pilots).
 */

const said = (otherChallenge: string) =>
  makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" });

const firstPhase = (text: string) =>
  generateRoadmap(auditInput({ answers: said(text) })).phases[0]!.description;

describe("months named for heavy work are busy", () => {
  it.each([
    [
      "Survey season runs June to September, so drawings pile up from October to January.",
      [9, 10, 11, 0],
    ],
    ["45% of our 2024 customers came from the home shows in February and March.", [1, 2]],
    [
      "La saison des chantiers va de mai à octobre, donc les rapports s'accumulent de novembre à février.",
      [10, 11, 0, 1],
    ],
    ["40 % de nos clients viennent des salons en janvier et février.", [0, 1]],
  ])("reads %j as busy in those months", (text, months) => {
    const answers = said(text);
    expect(seasonsOf(answers).map((s) => s.months)).toContainEqual(months);
    expect(closedMonthsIn(answers)).toEqual(expect.arrayContaining(months));
    // The first phase, December to February, no longer treats those months as spare time.
    expect(firstPhase(text)).toMatch(/Nothing in this phase starts in .*, in your busy season/);
  });

  it.each([
    "Our season is May to September, and we are closed from October to April.",
    "Paving season is June to September; we plan the next year from November to March.",
  ])("reads no busy months in %j after its season", (text) => {
    expect(closedMonthsIn(said(text))).not.toContain(11);
  });
});
