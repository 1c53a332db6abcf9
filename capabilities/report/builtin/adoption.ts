import type { AssessmentInput } from "@/model/assessment/schemas";
import { othersUseAi } from "./in-place";
import { pilotsEnded, usesGoingOn } from "./ai-uses";

/**
 * Evidence of use, read from what the executive said they use and do: their own tools and
 * experience, departmental pilots, and the posture (exploring means individuals experiment,
 * activating means sanctioned pilots, championing means AI is part of how the company works).
 */
export interface Adoption {
  /** The executive personally uses at least one AI tool. */
  personal: boolean;
  /** none: nothing tried; individual: people experiment on their own; pilots; embedded. */
  organisation: "none" | "individual" | "pilots" | "embedded";
  /** The executive's words saying people at work use AI, when the tick-boxes alone would say none. */
  said: string | null;
  /**
   * Pilots ticked, but every pilot the words describe was stopped, shelved or failed ("we
   * shelved it"): the sentence that says so, and no pilot is said to be running.
   */
  pilotsEnded?: string;
  /**
   * Pilots ticked, the trial described was stopped, and the words tell of AI still in use ("Our
   * sales reps use ChatGPT to write ad copy"): that use runs, and the stopped trial is a lesson.
   */
  stoppedBeside?: { stopped: string; going: string };
}

export function adoptionOf(
  a: AssessmentInput,
  tools: readonly string[],
  elements: readonly string[],
): Adoption {
  const organisation: Adoption["organisation"] =
    a.orgPosture === "championing"
      ? "embedded"
      : a.orgPosture === "activating" || elements.includes("dept_pilots")
        ? "pilots"
        : a.orgPosture === "exploring"
          ? "individual"
          : "none";
  // The words outrank the tick-boxes: "a couple of our agronomists use the AI features in …".
  const said = organisation === "none" ? othersUseAi(a) : null;
  const ended = organisation === "pilots" ? pilotsEnded(a) : null;
  // AI use that goes on beside the stopped trial is AI in use: no "none is running now" beside it.
  const [going] = ended ? usesGoingOn(a) : [];
  return {
    personal: tools.length > 0,
    organisation: said ? "individual" : organisation,
    said,
    ...(ended && !going ? { pilotsEnded: ended } : {}),
    ...(ended && going ? { stoppedBeside: { stopped: ended, going } } : {}),
  };
}
