import "server-only";

export {
  assessmentAnswersSelect,
  getPaymentStatusOrThrow,
  getPeerScores,
  getPublicAssessment,
  isAssessmentId,
  isPaidStatus,
} from "./assessments/queries";
export { maskEmail } from "./consent/unsubscribe";
export { issueResumeToken } from "./drafts/resume-token";
export { recordLeadEvent } from "./events/record";
export { buildLeadEvent, loadLeadEvent } from "./events/snapshot";
export { rescoreLead } from "./lead-score";
export { applyBookingNotice } from "./booking/apply";
export { readBookingDelivery } from "./booking/webhook";
