"use client";

import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from "recharts";
import { ChartContainer, type ChartConfig } from "@/platform/ui/chart";

export interface DistributionPoint {
  label: string;
  count: number;
  /** The executive chose this option. */
  executive: boolean;
}

const config = {
  team: { label: "Leaders", color: "var(--muted-foreground)" },
  executive: { label: "Your answer", color: "var(--primary)" },
} satisfies ChartConfig;

/** How many leaders chose each option; the executive's own answers in the brand colour. */
export function DistributionChart({ points, of }: { points: DistributionPoint[]; of: number }) {
  return (
    <ChartContainer config={config} className="aspect-auto size-full">
      <BarChart
        data={points}
        layout="vertical"
        margin={{ left: 0, right: 28, top: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" domain={[0, Math.max(of, 1)]} allowDecimals={false} hide />
        <YAxis
          type="category"
          dataKey="label"
          width={150}
          interval={0}
          tickLine={false}
          axisLine={false}
          className="[&_text]:fill-foreground text-[11px]"
        />
        <Bar
          dataKey="count"
          radius={4}
          background={{ fill: "var(--secondary)", radius: 4 }}
          isAnimationActive={false}
        >
          {points.map((p) => (
            <Cell
              key={p.label}
              fill={p.executive ? "var(--color-executive)" : "var(--color-team)"}
            />
          ))}
          <LabelList dataKey="count" position="right" className="fill-foreground font-semibold" />
        </Bar>
      </BarChart>
    </ChartContainer>
  );
}
