import type { Metadata } from "next";
import { PageNotFound } from "@/platform/layout/page-not-found";

export const metadata: Metadata = { title: { absolute: "Page Not Found" } };

export default PageNotFound;
