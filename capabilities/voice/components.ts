export { CallMeBackBanner } from "./components/call-me-back-banner";
export {
  INTERVIEW_INSIGHTS_TITLE,
  InterviewInsightsSection,
} from "./components/interview-insights-section";
