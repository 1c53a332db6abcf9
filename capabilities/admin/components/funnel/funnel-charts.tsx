"use client";

import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from "recharts";
import {
  ChartContainer,
  ChartLegend,
  ChartLegendContent,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/platform/ui/chart";

const stageConfig = { count: { label: "Leads", color: "var(--primary)" } } satisfies ChartConfig;

/** The stages as horizontal bars, longest first. */
export function StagesChart({ stages }: { stages: { label: string; count: number }[] }) {
  return (
    <ChartContainer config={stageConfig} className="aspect-auto size-full">
      <BarChart
        data={stages}
        layout="vertical"
        margin={{ left: 8, right: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} />
        <YAxis dataKey="label" type="category" width={140} tickLine={false} axisLine={false} />
        <XAxis type="number" allowDecimals={false} hide />
        <ChartTooltip cursor={false} content={<ChartTooltipContent hideLabel={false} />} />
        <Bar dataKey="count" fill="var(--color-count)" radius={4} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

const weeklyConfig = {
  started: { label: "Started", color: "var(--chart-1, var(--primary))" },
  completed: { label: "Completed", color: "var(--chart-2, #2a9d8f)" },
  paid: { label: "Unlocked", color: "var(--chart-3, #e9a23b)" },
} satisfies ChartConfig;

/** Started, completed and unlocked per week. */
export function WeeklyChart({
  weekly,
}: {
  weekly: { week: string; started: number; completed: number; paid: number }[];
}) {
  return (
    <ChartContainer config={weeklyConfig} className="aspect-auto size-full">
      <LineChart data={weekly} margin={{ left: 0, right: 16, top: 8 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="week" tickLine={false} axisLine={false} />
        <YAxis allowDecimals={false} width={44} tickLine={false} axisLine={false} />
        <ChartTooltip content={<ChartTooltipContent />} />
        <ChartLegend content={<ChartLegendContent />} />
        {(Object.keys(weeklyConfig) as (keyof typeof weeklyConfig)[]).map((key) => (
          <Line
            key={key}
            dataKey={key}
            type="monotone"
            stroke={`var(--color-${key})`}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartContainer>
  );
}
