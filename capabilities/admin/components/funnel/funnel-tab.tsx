"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import useSWR from "swr";

import { TabHeading } from "@/capabilities/admin/components/tab-state";
import { ChartFigure } from "@/platform/ui/chart-figure";
import { chapters } from "@/capabilities/leads";
import type { ApiError } from "@/platform/http/api-client";
import type { FunnelData } from "./types";

// Recharts loads with the tab; the numbers are in the tables at once.
const StagesChart = dynamic(() => import("./funnel-charts").then((m) => m.StagesChart), {
  ssr: false,
});
const WeeklyChart = dynamic(() => import("./funnel-charts").then((m) => m.WeeklyChart), {
  ssr: false,
});

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const ranges = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "custom", label: "Custom" },
] as const;

const number = (n: number) => n.toLocaleString("en-CA");
const percent = (part: number, whole: number) =>
  whole ? `${((part / whole) * 100).toLocaleString("en-CA", { maximumFractionDigits: 1 })}%` : "–";
const money = (cents: number, currency: string) =>
  (cents / 100).toLocaleString("en-CA", { style: "currency", currency });
/** Sums in more than one currency are listed side by side, never added up. */
const revenueText = (revenue: FunnelData["revenue"]) =>
  revenue.length ? revenue.map((r) => money(r.amountCents, r.currency)).join(" + ") : "–";

const controlClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The admin's Funnel tab: where leads come from and where they drop off. */
export function FunnelTab({ now }: { now?: number }) {
  // The day the tab was opened: ranges end today (UTC).
  const [today] = useState(() => now ?? Date.now());
  const [range, setRange] = useState<string>("30");
  const [custom, setCustom] = useState({ from: isoDay(today - 29 * DAY), to: isoDay(today) });
  const [chapter, setChapter] = useState("");
  const [source, setSource] = useState("");
  const [sourceDraft, setSourceDraft] = useState("");

  const days = Number(range);
  const from = range === "custom" ? custom.from : isoDay(today - (days - 1) * DAY);
  const to = range === "custom" ? custom.to : isoDay(today);
  const query = new URLSearchParams({ from, to });
  if (chapter) query.set("chapter", chapter);
  if (source) query.set("source", source);
  const { data, error } = useSWR<FunnelData, ApiError>(`/api/admin/analytics/funnel?${query}`, {
    keepPreviousData: true,
  });

  const stages = data?.stages ?? [];
  const drop = data?.largestDropOff;
  const labelOf = (key: string) => stages.find((s) => s.key === key)?.label ?? key;
  const paid = stages.find((s) => s.key === "paid");

  return (
    <section aria-labelledby="funnel-heading" className="grid gap-6">
      <TabHeading
        id="funnel-heading"
        title="Funnel"
        description="Leads started in the range, each counted at the furthest stage it reached. Visits are anonymous daily totals."
      />
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1.5 text-sm font-medium">
          Range
          <select className={controlClass} value={range} onChange={(e) => setRange(e.target.value)}>
            {ranges.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
        {range === "custom" && (
          <>
            <label className="grid gap-1.5 text-sm font-medium">
              From
              <input
                type="date"
                className={controlClass}
                value={custom.from}
                max={custom.to}
                onChange={(e) => e.target.value && setCustom({ ...custom, from: e.target.value })}
              />
            </label>
            <label className="grid gap-1.5 text-sm font-medium">
              To
              <input
                type="date"
                className={controlClass}
                value={custom.to}
                min={custom.from}
                onChange={(e) => e.target.value && setCustom({ ...custom, to: e.target.value })}
              />
            </label>
          </>
        )}
        <label className="grid gap-1.5 text-sm font-medium">
          Chapter
          <select
            className={controlClass}
            value={chapter}
            onChange={(e) => setChapter(e.target.value)}
          >
            <option value="">All chapters</option>
            {chapters.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSource(sourceDraft.trim().toLowerCase());
          }}
        >
          <label className="grid gap-1.5 text-sm font-medium">
            Source
            <input
              className={controlClass}
              value={sourceDraft}
              placeholder="All sources"
              list="funnel-sources"
              onChange={(e) => setSourceDraft(e.target.value)}
              onBlur={() => setSource(sourceDraft.trim().toLowerCase())}
            />
          </label>
          <datalist id="funnel-sources">
            {data?.bySource.map((s) => (
              <option key={s.source} value={s.source} />
            ))}
          </datalist>
        </form>
      </div>

      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error.message}
        </p>
      )}
      {data && (
        <>
          {drop ? (
            <p className="rounded-lg border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
              <strong>Largest drop-off:</strong> from {labelOf(drop.from)} to {labelOf(drop.to)},{" "}
              {number(drop.lost)} leads ({percent(drop.rate, 1)}) went no further.
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="grid gap-3">
              <h3 className="font-semibold">Stages</h3>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead className="text-left text-muted-foreground">
                    <tr>
                      <th scope="col" className="py-2 pr-4 font-medium">
                        Stage
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right font-medium">
                        Count
                      </th>
                      <th scope="col" className="py-2 text-right font-medium">
                        From previous
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {stages.map((stage, i) => (
                      <tr key={stage.key} className="border-t border-border">
                        <th scope="row" className="py-2 pr-4 text-left font-medium">
                          {stage.label}
                          {stage.key === "paid" && paid && (
                            <span className="block text-xs font-normal text-muted-foreground">
                              {number(paid.card ?? 0)} by card, {number(paid.coupon ?? 0)} by coupon
                            </span>
                          )}
                        </th>
                        <td className="py-2 pr-4 text-right tabular-nums">{number(stage.count)}</td>
                        <td className="py-2 text-right tabular-nums">
                          {i === 0 ? "–" : percent(stage.count, stages[i - 1].count)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className="text-sm">
                Card revenue: <strong>{revenueText(data.revenue)}</strong>
              </p>
            </div>
            <ChartFigure
              caption="Leads per stage"
              columns={[{ header: "Stage" }, { header: "Leads", numeric: true }]}
              rows={stages.map((s) => [s.label, s.count])}
              className="h-80"
            >
              <StagesChart stages={stages} />
            </ChartFigure>
          </div>
          <div className="grid gap-3">
            <h3 className="font-semibold">Weekly trend</h3>
            <ChartFigure
              caption="Leads started, completed and unlocked per week (weeks start on Monday)"
              columns={[
                { header: "Week of" },
                { header: "Started", numeric: true },
                { header: "Completed", numeric: true },
                { header: "Unlocked", numeric: true },
              ]}
              rows={data.weekly.map((w) => [w.week, w.started, w.completed, w.paid])}
              className="h-64"
            >
              <WeeklyChart weekly={data.weekly} />
            </ChartFigure>
          </div>
          <div className="grid gap-3">
            <h3 className="font-semibold">Top sources</h3>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-left text-muted-foreground">
                  <tr>
                    {["Source", "Started", "Completed", "Unlocked", "Card revenue"].map((h, i) => (
                      <th
                        key={h}
                        scope="col"
                        className={`py-2 pr-4 font-medium ${i ? "text-right" : ""}`}
                      >
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.bySource.length === 0 && (
                    <tr>
                      <td colSpan={5} className="py-3 text-muted-foreground">
                        No leads in this range.
                      </td>
                    </tr>
                  )}
                  {data.bySource.map((s) => (
                    <tr key={s.source} className="border-t border-border">
                      <th scope="row" className="py-2 pr-4 text-left font-medium">
                        {s.source}
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">{number(s.started)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{number(s.completed)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{number(s.paid)}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">
                        {revenueText(s.revenue)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
