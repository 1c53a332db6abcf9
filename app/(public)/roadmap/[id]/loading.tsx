import { Loader2 } from "@/platform/ui/icons";

/** Streamed first, with the site frame, while the roadmap is read: the page never stands blank. */
export default function Loading() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 py-24 text-muted-foreground"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      Loading your roadmap...
    </div>
  );
}
