import type { Metadata } from "next";
import Link from "next/link";
import { SiteFooter } from "@/platform/layout/site-footer";
import { SiteHeader } from "@/platform/layout/site-header";
import { Button } from "@/platform/ui/button";

export const metadata: Metadata = { title: { absolute: "Page Not Found" } };

export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main
        id="main"
        className="flex flex-1 flex-col items-center justify-center px-4 pt-16 text-center"
      >
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">Page Not Found</h1>
        <p className="mt-4 max-w-md text-muted-foreground">
          The page you are looking for does not exist or has moved.
        </p>
        <Button asChild className="mt-8">
          <Link href="/">Return Home</Link>
        </Button>
      </main>
      <SiteFooter />
    </div>
  );
}
