export { ScheduleConsultation } from "./components/booking/schedule-consultation";
