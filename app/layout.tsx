import { AttributionCapture } from "@/capabilities/leads/components/funnel/attribution-capture";
import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/platform/ui/lazy-toaster";
import { PRODUCT_NAME } from "@/platform/layout/site-header";
import { env } from "@/platform/env";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  // Open Graph images (the index's) are addressed on the site's own host.
  metadataBase: new URL(env.APP_URL),
  title: { default: `${PRODUCT_NAME} Assessment`, template: `%s | ${PRODUCT_NAME}` },
  description:
    "A free 15-minute AI readiness assessment for business executives: a readiness score, a strategic roadmap and recommended AI tools.",
};

export const viewport: Viewport = { themeColor: "#27367a", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh font-sans">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <AttributionCapture />
        <LazyToaster />
      </body>
    </html>
  );
}
