"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { useNearAndIdle } from "@/components/results/charts/lazy-charts";

const Chart = dynamic(() => import("./trend-chart").then((m) => m.TrendChart), { ssr: false });

/** The trend chart, loaded once near the screen and idle (see lazy-charts.tsx). */
export function LazyTrendChart(props: ComponentProps<typeof Chart>) {
  const [ref, ready] = useNearAndIdle<HTMLDivElement>();
  return (
    <div ref={ref} className="size-full">
      {ready && <Chart {...props} />}
    </div>
  );
}
