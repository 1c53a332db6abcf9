"use client";

import { whenNearAndIdle } from "@/platform/ui/charts/near-and-idle";

/** The trend chart, loaded once near the screen and idle (platform/ui/charts/near-and-idle.tsx). */
export const LazyTrendChart = whenNearAndIdle(() =>
  import("./trend-chart").then((m) => m.TrendChart),
);
