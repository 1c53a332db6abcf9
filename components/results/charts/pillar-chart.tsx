"use client";

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from "recharts";
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/ui/chart";
import type { PillarPoint } from "./chart-data";

const config = {
  percent: { label: "Share of the pillar's points", color: "var(--primary)" },
} satisfies ChartConfig;

/** A pillar name on up to two lines around the radar. */
function PillarTick({
  x,
  y,
  textAnchor,
  payload,
}: {
  x?: number | string;
  y?: number | string;
  textAnchor?: "inherit" | "start" | "end" | "middle";
  payload?: { value: string };
}) {
  const words = (payload?.value ?? "").split(" ");
  const half = Math.ceil(words.length / 2);
  const lines =
    words.length > 1 ? [words.slice(0, half).join(" "), words.slice(half).join(" ")] : words;
  return (
    <text x={x} y={y} textAnchor={textAnchor} className="fill-foreground text-[11px]">
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? (lines.length > 1 ? "-0.3em" : "0.3em") : "1.1em"}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** The six readiness pillars as a radar: each spoke is the share of that pillar's maximum. */
export function PillarChart({ points }: { points: PillarPoint[] }) {
  return (
    <ChartContainer config={config} className="aspect-auto size-full">
      <RadarChart data={points} outerRadius="62%" accessibilityLayer={false}>
        <PolarGrid />
        <PolarRadiusAxis domain={[0, 100]} tick={false} axisLine={false} />
        <PolarAngleAxis dataKey="label" tick={<PillarTick />} />
        <ChartTooltip
          cursor={false}
          content={
            <ChartTooltipContent
              hideIndicator
              formatter={(_, __, item) => {
                const p = item.payload as PillarPoint;
                return `${p.label}: ${p.points} of ${p.max} points`;
              }}
            />
          }
        />
        <Radar
          dataKey="percent"
          fill="var(--color-percent)"
          fillOpacity={0.25}
          stroke="var(--color-percent)"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </RadarChart>
    </ChartContainer>
  );
}
