"use client";

import dynamic from "next/dynamic";

/*
 * The charts with Recharts load after the page, in the browser only: they stay out of the
 * first-load JavaScript, and their data is in the ChartFigure table rendered with the page.
 */
export const PillarChart = dynamic(() => import("./pillar-chart").then((m) => m.PillarChart), {
  ssr: false,
});

export const FamilyChart = dynamic(() => import("./family-chart").then((m) => m.FamilyChart), {
  ssr: false,
});
