/** /admin/login shows the /login screen in the account pages' frame (header, main, footer). */
export { default } from "@/app/(account)/layout";
