export type { AssessmentWithAnswers } from "./assessments/queries";
export { LEAD_EVENT_TYPES } from "./events/payload";
export type {
  DeletedLead,
  DeletionReason,
  LeadChangeEvent,
  LeadDeletedEvent,
  LeadEvent,
  LeadEventType,
  LeadSnapshot,
} from "./events/payload";
export type { Funnel } from "./funnel/analytics";
export { chapterLabel, chapters, sourceOf } from "./funnel/attribution";
export type { BookingLink } from "./booking/scheduler-url";
