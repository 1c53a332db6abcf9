"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";

import { Button } from "@/platform/ui/button";
import { pageCount } from "./format";

/** Previous / Next and 'Page X of Y' under a paged table. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
        <span className="sr-only">, {total} in all</span>
      </p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onPage(page - 1)}
          disabled={busy || page <= 1}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={busy || page >= pages}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
