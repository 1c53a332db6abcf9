import type { ChallengeApplication } from "@/capabilities/report/content/types";
import type { StatedConstraint } from "./stated-constraint";
import { stated } from "./constraint-fit";
import {
  commentsOnStudentWork,
  isGradingRule,
  makesDecisionRuledOut,
  withoutGrading,
} from "./red-lines";
import { needsCameras } from "./camera-ban";
import { breaksRedLine } from "./stated-red-lines";
import { draftsJournalism } from "./stated-byline-rule";
import { capitalise } from "./text";
import { floorWithoutDevices, needsFloorDevices } from "./floor-devices";

/** What a piece of work says of itself, for the rules that read its words. */
const wordsOf = (work: { title?: string; application?: string; description?: string }) =>
  [work.title, work.application, work.description].filter(Boolean).join(". ");

/** Work that singles people out from their data: "which drivers are likely to leave", a flight-risk score. */
const SINGLES_OUT =
  /\b(?:likely to (?:leave|quit|resign)|flight[- ]risks?|retention risks?|(?:scores?|ranks?|rates?) (?:each |every |individual )?(?:drivers?|staff|employees?|agents?|workers?|nurses?))\b/iu;

/** A union bars rating staff from their data: monitoring data never used to rate, or no one evaluated one by one. */
const unionBarsRating = (constraints: readonly StatedConstraint[]) =>
  constraints.some(
    (c) =>
      c.id === "union" &&
      (c.evaluationBarred === true ||
        (c.respect.startsWith("no monitoring data") && c.respect.includes("or rate staff"))),
  );

/** Below this yearly ceiling (C$), installed hardware (cameras, sensors, scales) is out of reach. */
const HARDWARE_FLOOR_CAD = 5_000;

/** No budget, or a ceiling below what installed hardware costs a year. */
const tooSmallForHardware = (constraints: readonly StatedConstraint[]) =>
  constraints.some(
    (c) =>
      c.id === "no-budget" || (c.id === "budget-cap" && (c.amountCad ?? 0) < HARDWARE_FLOOR_CAD),
  );

/**
 * Work the constraints rule out as it stands: it records people, AI answers customers, it makes a
 * decision a red line keeps for a person, or it needs hardware a stated budget cannot buy.
 */
export const ruledOut = (
  work: {
    records?: true;
    answersCustomers?: true;
    hardware?: true;
    work?: string;
    application?: string;
    title?: string;
    description?: string;
    offFloor?: string;
  },
  constraints: readonly StatedConstraint[],
): boolean =>
  (work.hardware === true && tooSmallForHardware(constraints)) ||
  // A device at the line on a floor with none: only work with an off-floor form is kept.
  (floorWithoutDevices(constraints) && !work.offFloor && needsFloorDevices(work)) ||
  (stated(constraints, "no-cameras") && needsCameras(work)) ||
  (stated(constraints, "no-ai-bylines") && draftsJournalism(wordsOf(work))) ||
  constraints.some((c) => breaksRedLine(wordsOf(work), c)) ||
  makesDecisionRuledOut({ application: wordsOf(work) }, constraints) ||
  (unionBarsRating(constraints) && SINGLES_OUT.test(wordsOf(work))) ||
  (constraints.some(isGradingRule) && commentsOnStudentWork(work)) ||
  (work.records === true &&
    (stated(constraints, "no-recording") ||
      constraints.some(
        (c) => c.id === "confidential" && (c.rule === "on-site" || c.rule === "cloud"),
      ))) ||
  (work.answersCustomers === true &&
    (stated(constraints, "no-customer-ai") ||
      constraints.some((c) => c.id === "confidential" && c.rule !== "code") ||
      stated(constraints, "professional-review")));

/** Coding work where source code may not leave: "AI coding assistants" -> "Self-hosted AI coding assistants". */
const selfHosted = (application: string): string =>
  /(?:AI )?coding assistants?/.test(application)
    ? capitalise(application.replace(/(?:AI )?coding assistants?/, (m) => `self-hosted ${m}`))
    : `${application}, on a self-hosted model`;

/**
 * A challenge's applications as the constraints allow: work that records people done with
 * nobody recorded (or dropped, so the next application leads), AI answering customers dropped.
 */
export function allowedApplications(
  applications: readonly ChallengeApplication[],
  constraints: readonly StatedConstraint[],
): ChallengeApplication[] {
  const codeKept = constraints.some((c) => c.id === "confidential" && c.rule === "code");
  const offClouds = constraints.some(
    (c) => c.id === "confidential" && (c.rule === "on-site" || c.rule === "cloud"),
  );
  const noImages = stated(constraints, "no-ai-imagery");
  const noGrading = constraints.some(isGradingRule);
  const offFloor = floorWithoutDevices(constraints);
  return applications.flatMap((written) => {
    // Nothing on a screen at the line where the floor has no network or devices: the work as
    // done off the floor.
    const candidate =
      offFloor && written.offFloor ? { ...written, application: written.offFloor } : written;
    // Under a grading rule, the work keeps to lessons and materials, or goes.
    const graded = noGrading ? withoutGrading(candidate.application) : candidate.application;
    if (graded === null) return [];
    const app = { ...candidate, application: graded };
    if (codeKept && app.work === "coding")
      return [{ ...app, application: selfHosted(app.application) }];
    // Cameras on the line see what the clients keep off clouds: the images stay on site.
    if (offClouds && app.work === "vision")
      return [
        { ...app, application: `${app.application}, on a system that keeps every image on site` },
      ];
    // What AI images never show is shown as it is: the work keeps to words, or goes.
    if (noImages && app.depicts) {
      const { depicts: _depicts, undepicted, ...rest } = app;
      void _depicts;
      return undepicted ? [{ ...rest, application: undepicted, work: "drafting" as const }] : [];
    }
    // Vision work needs cameras installed.
    const hardware = app.hardware ?? (app.work === "vision" ? true : undefined);
    // A decision the executive keeps for a person is no work for AI to take on.
    if (makesDecisionRuledOut(app, constraints)) return [];
    if (!ruledOut({ ...app, hardware }, constraints)) return [app];
    if (app.answersCustomers || !app.unrecorded) return [];
    const { records: _records, unrecorded, ...rest } = app;
    void _records;
    return [{ ...rest, application: unrecorded }];
  });
}
