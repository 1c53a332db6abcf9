"use client";

import { useState } from "react";

import { chapters } from "@/capabilities/leads";
import type { ListQuery } from "./assessment-list-query";

const statusFilters = [
  { value: "all", label: "All leads" },
  { value: "in_progress", label: "In progress" },
  { value: "completed", label: "Completed" },
  { value: "paid", label: "Paid" },
] as const;

const filterClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The Status, Chapter and Source filters of the assessments table. */
export function AssessmentFilters({
  query,
  filter,
}: {
  query: ListQuery;
  filter: (change: Partial<ListQuery>) => void;
}) {
  const [source, setSource] = useState(query.source ?? "");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1.5 text-sm font-medium">
        Status
        <select
          className={filterClass}
          value={query.status ?? "all"}
          onChange={(e) => filter({ status: e.target.value as ListQuery["status"] })}
        >
          {statusFilters.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Chapter
        <select
          className={filterClass}
          value={query.chapter ?? "all"}
          onChange={(e) => filter({ chapter: e.target.value })}
        >
          <option value="all">All chapters</option>
          {chapters.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Source
        <input
          className={filterClass}
          value={source}
          placeholder="All sources"
          onChange={(e) => setSource(e.target.value)}
          onBlur={() => filter({ source: source.trim().toLowerCase() })}
          onKeyDown={(e) => {
            if (e.key === "Enter") filter({ source: source.trim().toLowerCase() });
          }}
        />
      </label>
    </div>
  );
}
