import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";

/** A report page state: loading, not found, not available, error. */
export function ReportMessage({
  title,
  text,
  busy,
  children,
}: {
  title: string;
  text?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      role={busy ? "status" : undefined}
      className="mx-auto grid max-w-lg justify-items-center gap-4 py-20 text-center"
    >
      {busy && <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {text && <p className="text-muted-foreground">{text}</p>}
      {children}
    </div>
  );
}
