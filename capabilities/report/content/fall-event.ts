/**
 * "Fall" as the season of the year, never as something that happens to a person: "inspectors want
 * every fall, every medication incident and every complaint documented", "a resident's fall",
 * "falls prevention", "fall risk", "a fall from a ladder" are events. French needs no such care:
 * « chute » is never « automne ».
 *
 * `SEASON_FALL` is the source of a pattern for the word "fall" read as the season, to set in a
 * season pattern wherever "fall" stands in one.
 */

/** Words that make a fall an event when they stand just before it: "a fall", "her fall", "resident falls". */
const BEFORE = String.raw`(?<!(?:['’]s|(?<!\p{L})(?:a|one|another|his|her|their|its|resident|patient|client|worker|witnessed|unwitnessed|serious|minor|bad|recent|slip|trip|slips|trips)(?:\s*(?:,|and|or|&))?)\s+)`;

/** Words after "fall" that make it an event: "fall risk", "falls prevention", "a fall from a ladder". */
const EVENT_NOUNS = String.raw`risks?|prevention|detection|alarms?|mats?|sensors?|injur\p{L}*|incidents?|reports?|protection|arrest|assessments?|rates?|huddles?|scores?|history|precautions?|management|program(?:me)?s?|team|with injury`;

/** Incidents a fall is listed with: "every fall, every medication incident and every complaint". */
const LISTED_WITH = String.raw`incidents?|errors?|complaints?|injur\p{L}*|wounds?|near[- ]miss(?:es)?|infections?|outbreaks?|deaths?|abuse|restraints?|ulcers?|elopements?|responsive behaviou?rs?`;

/** Words near a fall, in the same sentence, that say a person fell. */
const NEAR = String.raw`(?<!\p{L})(?:incidents?|injur\p{L}*|fractur\p{L}*|near[- ]miss(?:es)?|unwitnessed|bruis\p{L}*|hip|slipped|tripped)(?!\p{L})`;

const AFTER = [
  String.raw`(?!\s+(?:${EVENT_NOUNS})(?!\p{L}))`,
  // "a fall from a ladder", never "the fall from September to November".
  String.raw`(?!\s+from\s+(?!(?:mid-?)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*))`,
  String.raw`(?!\s*(?:,|and|or|\/)\s*(?:(?:and|or)\s+)?(?:(?:every|each|any|all|a|an|the|one|no)\s+)?(?:[\p{L}-]+\s+){0,2}(?:${LISTED_WITH})(?!\p{L}))`,
  String.raw`(?![^.;!?]{0,60}${NEAR})`,
  // "each fall is reported to the Ministry", "every fall has to be charted".
  String.raw`(?!\s+(?:[\p{L}'’]+\s+){0,3}(?:reported|documented|charted|logged|recorded|investigated)(?!\p{L}))`,
].join("");

export const SEASON_FALL = String.raw`${BEFORE}(?<![^.;!?]{0,60}${NEAR}[^.;!?]{0,60})fall(?!\p{L})${AFTER}`;

/** Whether a text names fall as the season ("every fall our admissions double"). */
export const FALL_SEASON = new RegExp(
  String.raw`(?<!\p{L})(?:(?:the|this|every|each|in|last|next|early|late|mid)\s+)${SEASON_FALL}`,
  "iu",
);
