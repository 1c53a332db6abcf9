"use client";

import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart } from "recharts";
import {
  ChartContainer,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from "@/platform/ui/chart";
import type { PillarPoint } from "./chart-data";

const config = {
  percent: { label: "Share of the pillar's points", color: "var(--primary)" },
} satisfies ChartConfig;

/** Words greedily on lines of at most `width` characters (a longer word gets a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ").filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A pillar name around the radar, on short lines centred on the spoke's end: a side label of
 * two long lines would run out of a narrow chart.
 */
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
  const lines = wrapWords(payload?.value ?? "", 12);
  const first = 0.3 - ((lines.length - 1) * 1.1) / 2;
  return (
    <text x={x} y={y} textAnchor={textAnchor} className="fill-foreground text-[11px]">
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? `${first}em` : "1.1em"}>
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
