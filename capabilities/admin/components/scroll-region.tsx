import { cn } from "@/platform/ui/utils";

/**
 * A horizontally scrolling region for wide tables. It is focusable and named, so keyboard
 * users can scroll it (axe: scrollable-region-focusable). It is the containing block of what
 * it holds (relative): a visually hidden label inside a cell stays in the box instead of
 * widening the page.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A plain table for ScrollRegion (the ui Table brings its own, unfocusable, scroller). Below
 * 640 px its rows are cards and each cell is headed by its `data-label` (app/globals.css), so
 * give every cell of a row the name of its column: `<TableCell data-label="Company">`.
 */
export function AdminTable({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <table className={cn("admin-table w-full caption-bottom text-sm", className)} {...props} />
  );
}
