export { YourDataPanel } from "./components/your-data-panel";
