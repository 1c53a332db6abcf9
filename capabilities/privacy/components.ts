export { PrivacyRequestForm } from "./components/privacy-request-form";
export { YourDataPanel } from "./components/your-data-panel";
