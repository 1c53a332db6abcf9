import { PhoneCall } from "@/platform/ui/icons";
import { buttonVariants } from "@/platform/ui/button";
import { cn } from "@/platform/ui/utils";
import type { AgentPhone } from "./call-request-dialog";
import { LazyCallRequest } from "./lazy-call-request";

/** "Talk it through with Emma": the banner that opens the call-request dialog. */
export function CallMeBackBanner({
  assessmentId,
  agentPhone,
  className,
}: {
  assessmentId: string;
  agentPhone?: AgentPhone;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-primary/20 bg-secondary/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-between print:hidden",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <PhoneCall className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-semibold">Talk it through with Emma</p>
          <p className="text-sm text-muted-foreground">
            Our AI strategist can call you to walk through your results and go deeper on your
            priorities.
          </p>
        </div>
      </div>
      <LazyCallRequest
        assessmentId={assessmentId}
        agentPhone={agentPhone}
        className={buttonVariants()}
      />
    </div>
  );
}
