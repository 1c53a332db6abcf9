import type { CatalogueTool } from "@/capabilities/report/content/types";
import { doesWork } from "@/capabilities/report/content/tool-work";

/**
 * What a ban on cameras ("no cameras on the line", "pas de caméras dans l'usine") rules out:
 * vision work, and any tool or landscape area that needs a camera to see (bin cameras, dash
 * cams, camera inspection). Sensors, scales and 3D scans of empty rooms are not cameras on people.
 */

const CAMERAS =
  /\b(?:cameras?|caméras?|dash ?cams?|computer[- ]vision|vision models?|visual (?:quality )?inspection|video analytics)\b/iu;

/** Work, an application or a landscape area that needs cameras. */
export const needsCameras = (work: {
  work?: string;
  application?: string;
  title?: string;
  description?: string;
}): boolean =>
  work.work === "vision" ||
  CAMERAS.test(`${work.application ?? ""} ${work.title ?? ""} ${work.description ?? ""}`);

/** A catalogue tool that sees through cameras. */
export const toolNeedsCameras = (tool: CatalogueTool): boolean =>
  doesWork(tool, "vision") || CAMERAS.test(tool.description);
