"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { whenNearAndIdle } from "@/platform/ui/charts/near-and-idle";

/** The results' Recharts charts, loaded near the screen when idle (platform/ui/charts/near-and-idle.tsx). */
const Pillar = dynamic(() => import("./pillar-chart").then((m) => m.PillarChart), {
  ssr: false,
});
const Family = dynamic(() => import("./family-chart").then((m) => m.FamilyChart), {
  ssr: false,
});

export const PillarChart = whenNearAndIdle<ComponentProps<typeof Pillar>>(Pillar);
export const FamilyChart = whenNearAndIdle<ComponentProps<typeof Family>>(Family);
