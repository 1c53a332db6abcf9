import { Progress } from "@/components/ui/progress";

export function WizardProgress({
  current,
  total,
  title,
}: {
  current: number;
  total: number;
  title: string;
}) {
  const percent = Math.round((current / total) * 100);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">Assessment Progress</span>
        <span className="text-muted-foreground">
          Step {current} of {total}
        </span>
      </div>
      <Progress
        value={percent}
        aria-label={`Assessment progress: step ${current} of ${total}, ${title}`}
      />
    </div>
  );
}
