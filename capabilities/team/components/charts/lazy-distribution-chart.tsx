"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { whenNearAndIdle } from "@/platform/ui/charts/near-and-idle";

const Chart = dynamic(() => import("./distribution-chart").then((m) => m.DistributionChart), {
  ssr: false,
});

/** The distribution chart, loaded once near the screen and idle (platform/ui/charts/near-and-idle.tsx). */
export const LazyDistributionChart = whenNearAndIdle<ComponentProps<typeof Chart>>(Chart);
