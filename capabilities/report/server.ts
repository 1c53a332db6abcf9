import "server-only";

export { generateFollowUpQuestions, generateReport } from "./generator";
export { saveFollowUpQuestions, saveReport } from "./mutations";
export { loadGenerationInput } from "./queries";
export { getOrGenerateReport } from "./service";
