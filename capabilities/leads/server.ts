import "server-only";

export {
  assessmentAnswersSelect,
  getPaymentStatusOrThrow,
  getPeerScores,
  getPublicAssessment,
  isAssessmentId,
  isPaidStatus,
} from "./assessments/queries";
export { completedAssessmentsForIndex } from "./assessments/index-rows";
export type { IndexAssessment, IndexRowsQuery } from "./assessments/index-rows";
export { maskEmail } from "./consent/unsubscribe";
export { issueResumeToken } from "./drafts/resume-token";
export { recordLeadEvent } from "./events/record";
export {
  flaggedCrmDeletions,
  forgetDeletedAddresses,
  recordCrmDeletion,
  recordLeadDeletions,
  resolveCrmDeletion,
  type CrmDeletion,
  type FlaggedCrmDeletion,
} from "./events/deleted";
export { buildLeadEvent, loadLeadEvent } from "./events/snapshot";
export { rescoreLead } from "./lead-score";
export { applyBookingNotice } from "./booking/apply";
export { readBookingDelivery } from "./booking/webhook";
