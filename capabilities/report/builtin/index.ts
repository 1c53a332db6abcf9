/**
 * The built-in expert generator: pure, deterministic functions that write an executive's
 * roadmap, full report, follow-up questions and tool recommendations from their answers and
 * stored scores, using the content library in capabilities/report/content. No I/O, no network.
 */
export { generateReport, generateRoadmap, recommendTools, reportMarkdown } from "./documents";
export { generateFollowUpQuestions } from "./follow-up";
export { BOTTOM_UP_PILLARS, TOP_DOWN_PILLARS } from "./readiness";
export { BUILTIN_PROMPT_VERSION } from "./version";
export { sectorOfAnswers } from "./sector";
