import Link from "next/link";
import { BrandMark } from "./brand-mark";
import { PRODUCT_NAME } from "./site-header";

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-secondary/50">
      <div className="site-footer-bar">
        <div className="flex items-center gap-3">
          <BrandMark className="size-9 shrink-0" />
          <div>
            <p className="font-semibold tracking-tight text-foreground">{PRODUCT_NAME}</p>
            <p className="text-sm text-muted-foreground">Insights from senior AI strategists.</p>
          </div>
        </div>
        <div className="text-sm text-muted-foreground sm:text-right">
          <p>© 2025 {PRODUCT_NAME}. All rights reserved.</p>
          <p>Proudly serving business leaders across British Columbia.</p>
          <p>
            <Link href="/privacy" className="underline underline-offset-4 hover:text-foreground">
              Privacy
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
