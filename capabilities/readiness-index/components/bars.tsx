import { ChartFigure } from "@/platform/ui/chart-figure";

export interface Bar {
  label: string;
  value: number;
  /** The bar's full length (100 for a share). */
  max: number;
  /** What the bar says and the table holds: "42%", "8 of 15". */
  text: string;
}

/**
 * A horizontal bar chart rendered on the server (no script): the bars are a picture hidden from
 * assistive technology, and ChartFigure's table carries the same values with the sample size.
 */
export function Bars({
  caption,
  valueHeader,
  bars,
}: {
  caption: string;
  valueHeader: string;
  bars: readonly Bar[];
}) {
  return (
    <ChartFigure
      caption={caption}
      columns={[{ header: "Answer" }, { header: valueHeader, numeric: true }]}
      rows={bars.map((b) => [b.label, b.text])}
    >
      <ul className="grid gap-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid gap-1 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
            <span className="truncate sm:whitespace-normal">{bar.label}</span>
            <span className="flex items-center gap-2">
              <span className="h-3 flex-1 rounded-sm bg-muted">
                <span
                  className="block h-3 rounded-sm bg-primary"
                  style={{ width: `${bar.max ? Math.min(100, (100 * bar.value) / bar.max) : 0}%` }}
                />
              </span>
              <span className="w-16 text-right tabular-nums">{bar.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </ChartFigure>
  );
}
