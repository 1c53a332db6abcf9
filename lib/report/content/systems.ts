/**
 * Systems executives name in their own words ("Other platforms" mostly), recognised so the
 * report integrates with them and never recommends a rival to one of them.
 */

export interface NamedSystem {
  id: string;
  name: string;
  pattern: RegExp;
  category: string;
}

export const knownSystems: readonly NamedSystem[] = [
  { id: "square", name: "Square", pattern: /\bsquare\b/i, category: "point of sale" },
  { id: "toast", name: "Toast", pattern: /\btoast\b/i, category: "point of sale" },
  { id: "lightspeed", name: "Lightspeed", pattern: /\blightspeed\b/i, category: "point of sale" },
  { id: "clover", name: "Clover", pattern: /\bclover\b/i, category: "point of sale" },
  {
    id: "touchbistro",
    name: "TouchBistro",
    pattern: /\btouch ?bistro\b/i,
    category: "point of sale",
  },
  { id: "shopify", name: "Shopify", pattern: /\bshopify\b/i, category: "e-commerce" },
  {
    id: "google-workspace",
    name: "Google Workspace",
    pattern: /\bgoogle workspace|g ?suite|gmail\b/i,
    category: "office suite",
  },
  { id: "clio", name: "Clio", pattern: /\bclio\b/i, category: "practice management" },
  { id: "xero", name: "Xero", pattern: /\bxero\b/i, category: "accounting" },
  { id: "sage", name: "Sage", pattern: /\bsage\b/i, category: "accounting" },
  { id: "caseware", name: "CaseWare", pattern: /\bcase ?ware\b/i, category: "audit" },
  { id: "procore", name: "Procore", pattern: /\bprocore\b/i, category: "construction management" },
  {
    id: "cloudbeds",
    name: "Cloudbeds",
    pattern: /\bcloudbeds\b/i,
    category: "property management",
  },
  { id: "oscar", name: "Oscar Pro", pattern: /\boscar\b/i, category: "EMR" },
  { id: "accuro", name: "Accuro", pattern: /\baccuro\b/i, category: "EMR" },
  { id: "ps-suite", name: "TELUS PS Suite", pattern: /\bps suite|med access\b/i, category: "EMR" },
  { id: "yardi", name: "Yardi", pattern: /\byardi\b/i, category: "property management" },
  { id: "appfolio", name: "AppFolio", pattern: /\bappfolio\b/i, category: "property management" },
  { id: "intercom", name: "Intercom", pattern: /\bintercom\b/i, category: "customer support" },
  { id: "zendesk", name: "Zendesk", pattern: /\bzendesk\b/i, category: "customer support" },
  { id: "github", name: "GitHub", pattern: /\bgithub\b/i, category: "software development" },
  { id: "figma", name: "Figma", pattern: /\bfigma\b/i, category: "design" },
  { id: "adobe", name: "Adobe Creative Cloud", pattern: /\badobe\b/i, category: "design" },
  { id: "7shifts", name: "7shifts", pattern: /\b7 ?shifts\b/i, category: "scheduling" },
  {
    id: "veracross",
    name: "Veracross",
    pattern: /\bveracross|powerschool|brightspace|canvas lms\b/i,
    category: "student information",
  },
  { id: "guidewire", name: "Guidewire", pattern: /\bguidewire\b/i, category: "insurance core" },
  { id: "temenos", name: "Temenos", pattern: /\btemenos\b/i, category: "core banking" },
];

/** The systems named in the free-text answers, once each, in catalogue order. */
export function namedSystems(answers: {
  otherPlatforms?: string | null;
  aiExperience?: string | null;
  aiFriction?: string | null;
  otherChallenge?: string | null;
}): NamedSystem[] {
  const text = [
    answers.otherPlatforms,
    answers.aiExperience,
    answers.aiFriction,
    answers.otherChallenge,
  ]
    .filter(Boolean)
    .join(" ");
  return knownSystems.filter((s) => s.pattern.test(text));
}
