"use client";

import { Bar, BarChart, LabelList, XAxis, YAxis } from "recharts";
import { ChartContainer, type ChartConfig } from "@/platform/ui/chart";
import type { FamilyPoint } from "./chart-data";

const config = {
  score: { label: "Score out of 10", color: "var(--primary)" },
} satisfies ChartConfig;

/** The four parts of the family score as bars out of 10, each labelled with its value. */
export function FamilyChart({ points }: { points: FamilyPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto size-full">
      <BarChart
        data={points}
        layout="vertical"
        margin={{ left: 0, right: 28, top: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" domain={[0, 10]} hide />
        <YAxis
          type="category"
          dataKey="label"
          width={104}
          interval={0}
          tickLine={false}
          axisLine={false}
          className="[&_text]:fill-foreground"
        />
        <Bar
          dataKey="score"
          fill="var(--color-score)"
          radius={4}
          background={{ fill: "var(--secondary)", radius: 4 }}
          isAnimationActive={false}
        >
          <LabelList dataKey="score" position="right" className="fill-foreground font-semibold" />
        </Bar>
      </BarChart>
    </ChartContainer>
  );
}
