"use client";

import { CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/platform/ui/chart";

/** One assessment: its label, the score and each pillar as a share of its maximum (0-100). */
type TrendRow = { label: string; score: number } & Record<string, number | string>;

const palette = [
  "var(--chart-1, var(--primary))",
  "var(--chart-2, #2a9d8f)",
  "var(--chart-3, #e9a23b)",
  "var(--chart-4, #8e6bbf)",
  "var(--chart-5, #d1495b)",
  "#5b8e3e",
];

/**
 * The readiness score over time (bold line) and each pillar as a percentage of its maximum,
 * on one 0-100 scale.
 */
export function TrendChart({
  rows,
  pillars,
}: {
  rows: TrendRow[];
  pillars: { key: string; label: string }[];
}) {
  const config: ChartConfig = {
    score: { label: "Score /100", color: "var(--foreground)" },
    ...Object.fromEntries(
      pillars.map((p, i) => [
        p.key,
        { label: `${p.label} (%)`, color: palette[i % palette.length] },
      ]),
    ),
  };
  return (
    <ChartContainer config={config} className="aspect-auto size-full">
      <LineChart data={rows} margin={{ left: 0, right: 16, top: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={false}
          tickFormatter={(label: string) => label.replace(/^Assessment \d+, /, "")}
        />
        <YAxis domain={[0, 100]} width={36} tickLine={false} axisLine={false} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent className="flex-wrap" />} />
        {Object.keys(config).map((key) => (
          <Line
            key={key}
            dataKey={key}
            type="monotone"
            stroke={`var(--color-${key})`}
            strokeWidth={key === "score" ? 3 : 1.5}
            dot
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
