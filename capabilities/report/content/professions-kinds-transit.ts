import type { ProfessionDefinition } from "./professions";

/**
 * A bus operator (a student-transportation contractor, a paratransit or transit contractor, a
 * motorcoach company) is no school and no trucking carrier: it carries riders on routes and runs
 * it is contracted for, so its work is drivers and the spare board, run assignments, delay and
 * cancellation notices, and the reports its contracting authority asks for. The students or
 * riders it carries are its passengers, never what it is (issue 34, round 18).
 */
export const transitKinds: readonly ProfessionDefinition[] = [
  {
    id: "bus-operator",
    noun: "a bus operator",
    plural: "bus operators",
    industry: "other",
    alsoUnder: ["travel-hospitality-tourism", "education"],
    sector: "none",
    keywords: [
      "student transportation",
      "student transport",
      "pupil transportation",
      "school bus (?:contractors?|operators?|compan(?:y|ies)|services?|routes?|runs?|fleet)",
      // A school's own "our school buses" makes no operator: a fleet counted or run does.
      "(?:\\d[\\d,]*|fleet of|run|operate) school buses",
      "bus contractors?",
      "bus operators?",
      "bus compan(?:y|ies)",
      "bus lines?",
      "coach lines?",
      "motor ?coach(?:es)?",
      "paratransit",
      "para-transit",
      "handydart",
      "accessible transit",
      "transit contract(?:s|ors?)?",
      "transit operators?",
      "spare board",
      "spare drivers?",
      "transport scolaire",
      "(?:\\d[\\d\\s]*|exploitons|exploite) autobus scolaires",
      "transporteurs? scolaires?",
      "berlines scolaires?",
      "transport adapté",
      "chauffeurs? d'autobus",
      "autocars?",
      "circuits d'autobus",
    ],
    names: ["bus", "buses", "coach", "coaches", "coachlines", "transit", "autobus", "autocars"],
    // The students or riders it carries make no school of it.
    rulesOut: ["school", "trucking"],
    systems: [],
  },
];
