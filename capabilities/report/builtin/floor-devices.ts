import type { StatedConstraint } from "./stated-constraint";

/**
 * What a floor with no network or no devices staff can use there ("The plant floor has no Wi-Fi
 * and the workers are on the line in gloves, with no computers", « pas de Wi-Fi dans l'usine »)
 * rules out (review r22): a tablet, phone or screen at the line, or a chat tool in line workers'
 * hands. Work the library writes for the floor carries its off-floor form (`offFloor`: the paper
 * form kept at the line and read into the records off it); other work that needs a device there
 * is left out, never quoted beside the rule it breaks.
 */

/** Words that put a device in staff's hands where the work is done. */
const AT_THE_FLOOR =
  /\b(?:on|using|with|from) (?:a |an |their |rugged )?(?:tablets?|phones?|handhelds?|smartphones?|touchscreens?|mobile devices?)\b[^.;]{0,40}\b(?:at the line|on the (?:shop |plant |production )?floor|where the work is done|on site)\b|\b(?:tablets?|phones?|handhelds?|touchscreens?) (?:at|on) the (?:line|floor)\b|\bfor new staff on the floor\b|\bon their (?:own )?phones?\b/iu;

/** Whether the executive says the floor has no network or no devices staff can use there. */
export const floorWithoutDevices = (constraints: readonly StatedConstraint[]): boolean =>
  constraints.some((c) => c.id === "no-floor-devices");

/** Whether the work, as written, puts a device in staff's hands at the line or on the floor. */
export const needsFloorDevices = (work: {
  application?: string;
  title?: string;
  description?: string;
}): boolean =>
  AT_THE_FLOOR.test(`${work.application ?? ""} ${work.title ?? ""} ${work.description ?? ""}`);
