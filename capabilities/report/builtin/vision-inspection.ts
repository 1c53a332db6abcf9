import type { SolutionArea } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { freeText } from "./sector-words-of";

/**
 * Camera inspection of what a line makes is proposed only where the answers show a quality or
 * defect problem (review r19 class 3): the quality challenge ticked, or their own words naming
 * defects, rejects, scrap or inspection. Being a manufacturer is no reason on its own.
 */

const QUALITY_CHALLENGE = "improving_quality_control_and_reducing_defects";

/** Camera or vision-model inspection of goods, as a landscape area describes it. */
const CAMERA_QC =
  /\b(?:computer[- ]vision|vision models?|machine vision|visual (?:quality )?inspection|camera inspection|cameras?)\b[^.]*\b(?:inspect\w*|defects?|quality)\b|\b(?:inspect\w*|defects?|quality)\b[^.]*\b(?:computer[- ]vision|vision models?|machine vision|cameras?)\b/iu;

/** Words of a quality problem on what is made: defects, rejects, scrap, inspection, QC. */
const QUALITY_WORDS =
  /(?<!\p{L})(?:defects?|defective|rejects?|rejected parts|scrap(?:ped)?|rework|returns? for quality|quality (?:issues?|problems?|complaints?|control|checks?|escapes?)|QC|QA|inspect\w*|non-?conform\w*|first-pass yield|défauts?|défectueu\w*|rejets?|rebuts?|retouches?|contrôle (?:de la )?qualité|non-?conformit\w*)(?!\p{L})/iu;

/** Whether a landscape area is camera inspection of goods. */
export const isVisionInspection = (area: Pick<SolutionArea, "title" | "description">): boolean =>
  CAMERA_QC.test(`${area.title}. ${area.description}`);

/** Whether the answers show a quality or defect problem camera inspection would answer. */
export const qualityProblemShown = (ctx: Context): boolean =>
  ctx.challenges.some((c) => c.slug === QUALITY_CHALLENGE) || QUALITY_WORDS.test(freeText(ctx));
