import { RotateCcw } from "lucide-react";
import type { WizardLooks } from "./wizard-looks";

/** What the wizard tells the visitor about their answers, above the step. */
export function WizardNotices({
  linkExpired,
  unsaved,
  retake,
  restoredAt,
  onStartOver,
  looks,
}: {
  linkExpired: boolean;
  unsaved: boolean;
  retake: boolean;
  restoredAt: string | null;
  onStartOver: () => void;
  looks: Pick<WizardLooks, "startOver">;
}) {
  return (
    <>
      {linkExpired && (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
        >
          This link has expired or was already used. Start again below, or use the most recent link
          we e-mailed you.
        </p>
      )}
      {unsaved && (
        <p role="status" className="text-sm text-muted-foreground">
          Not saved yet: your answers are kept on this device and saved when you continue.
        </p>
      )}
      {retake && (
        <p
          role="status"
          className="rounded-lg border border-border bg-secondary/60 px-4 py-3 text-sm"
        >
          Your last answers are filled in. Change what has moved since, then complete the assessment
          to see your progress.
        </p>
      )}
      {restoredAt && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-secondary/60 px-4 py-3 text-sm"
        >
          <span>Welcome back: we restored the answers you had started.</span>
          <button type="button" className={looks.startOver} onClick={onStartOver}>
            <RotateCcw aria-hidden="true" />
            Start over
          </button>
        </div>
      )}
    </>
  );
}
