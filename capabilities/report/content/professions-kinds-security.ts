import type { ProfessionDefinition } from "./professions";

/**
 * Contract security companies (guards posted at clients' sites, mobile patrol, alarm response):
 * licensed by the province's private security regime, entered under "Other" or Professional
 * Services. Statistics Canada reports no AI adoption figure for administrative and support
 * services, so no other sector's figure stands in for it.
 */
export const securityKinds: readonly ProfessionDefinition[] = [
  {
    id: "security-guard",
    sector: "none",
    noun: "a security guard company",
    plural: "security guard companies",
    industry: "other",
    alsoUnder: ["consulting", "real-estate"],
    keywords: [
      "security guards?",
      "security officers?",
      "guard services?",
      "guarding services?",
      "guard tours?",
      "guard licen[cs]es?",
      "security guard licen[cs]es?",
      "mobile patrols?",
      "alarm response",
      "contract security",
      "private security",
      "manned guarding",
      "psisa",
      "security services act",
      "private security and investigative services",
      "missed posts?",
      "agents? de sécurité",
      "gardiennage",
      "sécurité privée",
    ],
    ambiguous: {
      words: ["guards?", "posts?", "patrols?"],
      context: [
        "sites?",
        "shifts?",
        "licen[cs]e*",
        "security",
        "clients?",
        "overtime",
        "supervisors?",
      ],
    },
    unless: [
      "crossing guards?",
      "lifeguards?",
      "goal posts?",
      "blog posts?",
      "social media posts?",
      "cyber ?security",
      "(?:it|information|data|network|cloud|software|food|financial) security",
      "security (?:software|patch\\w*|updates?|reviews?|questionnaires?|audits?)",
    ],
    names: ["security", "guard", "guards", "protection", "sécurité", "gardiennage"],
    systems: [],
  },
];
