/**
 * Catalogue categories that do the same job for a company (review r18 class 1: Power Automate
 * and UiPath together, "Workflow automation" beside "Process automation"): one tool of a job is
 * recommended, the other is an alternative to it, never a second recommendation.
 */
const JOBS: Readonly<Record<string, string>> = {
  "Workflow automation": "automation",
  "Process automation": "automation",
  "Recruiting software": "recruiting",
  "Recruiting automation": "recruiting",
  "Supply chain planning": "supply planning",
  "Supply chain and retail planning": "supply planning",
  "Retail planning": "supply planning",
  "Integrated planning": "supply planning",
  "Revenue management": "revenue management",
  "Hotel revenue management": "revenue management",
};

/** The job a category of tool does: its own name unless it shares one with another. */
export const jobOf = (category: string): string => JOBS[category] ?? category;
