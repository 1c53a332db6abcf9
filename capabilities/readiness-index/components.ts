export { IndexNotPublished, IndexReport, periodText } from "./components/index-report";
