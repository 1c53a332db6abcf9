import { cn } from "@/lib/utils";

/**
 * A horizontally scrolling region for wide tables on phones. It is focusable and named, so
 * keyboard users can scroll it (axe: scrollable-region-focusable).
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
        "w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A plain table for ScrollRegion (the ui Table brings its own, unfocusable, scroller). */
export function AdminTable({ className, ...props }: React.ComponentProps<"table">) {
  return <table className={cn("w-full caption-bottom text-sm", className)} {...props} />;
}
