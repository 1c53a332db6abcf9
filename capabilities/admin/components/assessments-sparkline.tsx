"use client";

import { Area, AreaChart, XAxis } from "recharts";
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/platform/ui/chart";

const config = { count: { label: "Assessments", color: "var(--primary)" } } satisfies ChartConfig;

/** The stat card's trend: assessments per day as a small area line, a tooltip per day. */
export function AssessmentsSparkline({ daily }: { daily: { day: string; count: number }[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto size-full">
      <AreaChart
        data={daily}
        margin={{ top: 2, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis dataKey="day" hide />
        <ChartTooltip cursor={false} content={<ChartTooltipContent indicator="line" />} />
        <Area
          dataKey="count"
          type="monotone"
          stroke="var(--color-count)"
          strokeWidth={1.5}
          fill="var(--color-count)"
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartContainer>
  );
}
