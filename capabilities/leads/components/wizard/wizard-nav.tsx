import { ArrowLeft, ArrowRight, Loader2 } from "lucide-react";
import type { WizardLooks } from "./wizard-looks";

/** Previous, and Continue (Complete Assessment on the last step) submitting the form. */
export function WizardNav({
  canGoBack,
  last,
  submitting,
  saving,
  onPrevious,
  looks,
}: {
  canGoBack: boolean;
  last: boolean;
  submitting: boolean;
  saving: boolean;
  onPrevious: () => void;
  looks: Pick<WizardLooks, "previous" | "next">;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      {canGoBack ? (
        <button type="button" className={looks.previous} onClick={onPrevious} disabled={submitting}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className={looks.next} disabled={submitting || saving}>
        {last ? (
          submitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden="true" />
              Submitting...
            </>
          ) : (
            "Complete Assessment"
          )
        ) : (
          <>
            Continue
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </button>
    </div>
  );
}
