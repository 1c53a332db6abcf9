export { IndexNotPublished, IndexReport } from "./components/index-report";
