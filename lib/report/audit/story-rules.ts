/** The classes of disagreement the one-story audit finds (consistency.ts), as its table names them. */
export const STORY_RULES = {
  levers: "summary lever missing from the report",
  inPlace: "lever for what is in place",
  notYet: "not-yet item recommended",
  phases: "phases differ between roadmap and report",
  firstPilot: "first pilot timing disagrees",
  overall: "overall score outside its parts",
  level: "two views called level, or the wrong one ahead, against their scores",
  decisions: "a tool approved twice in the brief's decisions",
  rollout: "phase 3 rolls out to a department the executive did not choose",
  pilotCount: "a phase names a number of pilots and lists another",
  queue: "a pilot queued for phase 3 is scheduled earlier elsewhere",
  early: "a pilot in phase 1 while the first pilot starts later",
  gate: "a decision gate's first target is not the first pilot's",
  policyDeadline: "the AI use policy given two deadlines",
  licences: "licences matched to use where no AI subscription is paid for",
  pilotGroup: "a tool extended from a pilot group it never had",
} as const;
