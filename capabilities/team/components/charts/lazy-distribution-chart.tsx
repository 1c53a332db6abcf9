"use client";

import { whenNearAndIdle } from "@/platform/ui/charts/near-and-idle";

/** The distribution chart, loaded once near the screen and idle (platform/ui/charts/near-and-idle.tsx). */
export const LazyDistributionChart = whenNearAndIdle(() =>
  import("./distribution-chart").then((m) => m.DistributionChart),
);
