import type { Metadata } from "next";
import { PageNotFound } from "@/platform/layout/page-not-found";
import { SiteFrame } from "@/platform/layout/site-frame";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * An address no route matches. Its own document, so that the 404 page is not sent inside
 * every other page's payload (as a root not-found.tsx would be); the public and account
 * pages' notFound() shows their group's not-found.tsx in their frame.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <SiteFrame>
          <PageNotFound />
        </SiteFrame>
      </body>
    </html>
  );
}
