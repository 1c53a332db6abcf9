export { ReportView } from "./components/report-view";
export { ReportMessage } from "./components/screen/report-message";
