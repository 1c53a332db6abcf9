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
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        aria-label={`Assessment progress: step ${current} of ${total}, ${title}`}
        className="relative h-2 w-full overflow-hidden rounded-full bg-primary/20"
      >
        <div
          className="h-full w-full bg-primary transition-all"
          style={{ transform: `translateX(-${100 - percent}%)` }}
        />
      </div>
    </div>
  );
}
