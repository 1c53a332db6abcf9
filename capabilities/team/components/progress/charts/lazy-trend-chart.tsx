"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { whenNearAndIdle } from "@/platform/ui/charts/near-and-idle";

const Chart = dynamic(() => import("./trend-chart").then((m) => m.TrendChart), { ssr: false });

/** The trend chart, loaded once near the screen and idle (platform/ui/charts/near-and-idle.tsx). */
export const LazyTrendChart = whenNearAndIdle<ComponentProps<typeof Chart>>(Chart);
