"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, Loader2, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ApiError } from "@/lib/api-client";
import { labelOf, revenueOptions } from "@/lib/assessment/options";
import { industryLabel } from "@/lib/report/format";
import { AssessmentActions } from "./assessment-actions";
import { ExportMenu } from "./export-menu";
import { ExportPreviewDialog } from "./export-preview-dialog";
import { FormAlert } from "./form-alert";
import { formatDate } from "./format";
import { LeadScore, LeadStatusBadge } from "./lead-score";
import { Pager } from "./pager";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { chapters } from "@/lib/funnel/attribution";
import type { AssessmentList, AssessmentRow, SortColumn, SortOrder } from "./types";
import { TeamRetakesCell } from "@/components/progress/team-retakes";

export interface ListQuery {
  search: string;
  page: number;
  sort: SortColumn;
  order: SortOrder;
  status?: "all" | "in_progress" | "completed" | "paid";
  chapter?: string;
  source?: string;
}

const statusFilters = [
  { value: "all", label: "All leads" },
  { value: "in_progress", label: "In progress" },
  { value: "completed", label: "Completed" },
  { value: "paid", label: "Paid" },
] as const;

const filterClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** A draft's state in words: the step it reached, or that its answers were purged. */
function LeadProgress({ row }: { row: AssessmentRow }) {
  if (row.status === "completed") return <LeadStatusBadge badge={row.leadBadge} />;
  return (
    <span className="inline-flex rounded-full border border-border px-2 py-0.5 text-xs font-medium whitespace-nowrap">
      {row.purgedAt ? "Expired draft" : `In progress · step ${row.stepReached} of 5`}
    </span>
  );
}

/** Spec: the search is debounced by 300 ms and runs on the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Names sort A-Z first; dates and scores newest / highest first. */
const firstOrder: Record<SortColumn, SortOrder> = {
  executiveName: "asc",
  companyName: "asc",
  leadScore: "desc",
  createdAt: "desc",
};

export function AssessmentsTab({
  query,
  onQuery,
  list,
  error,
  loading,
  onView,
  onOpen,
  onChanged,
}: {
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  list: AssessmentList;
  error?: ApiError;
  loading: boolean;
  onView: (id: string) => void;
  /** A click on a row (or Enter on a focused row): the assessment's admin report. */
  onOpen: (id: string) => void;
  onChanged: () => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState(query.search);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [source, setSource] = useState(query.source ?? "");
  const filter = (change: Partial<ListQuery>) => onQuery({ ...query, ...change, page: 1 });

  useEffect(() => {
    const term = search.trim();
    if (term === query.search) return;
    const timer = setTimeout(
      () => onQuery({ ...query, search: term, page: 1 }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [search, query, onQuery]);

  function sortBy(column: SortColumn) {
    const order =
      query.sort === column ? (query.order === "asc" ? "desc" : "asc") : firstOrder[column];
    onQuery({ ...query, sort: column, order, page: 1 });
  }

  /** The last row of a later page went: show the page before it. */
  function afterDelete() {
    if (list.assessments.length === 1 && query.page > 1)
      onQuery({ ...query, page: query.page - 1 });
    else onChanged();
  }

  const sortable = (column: SortColumn, label: string) => (
    <SortHeader column={column} label={label} query={query} onSort={sortBy} />
  );

  return (
    <section aria-labelledby="assessments-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="assessments-heading" className="text-xl font-semibold">
            Assessment Data
          </h2>
          <p className="text-sm text-muted-foreground">
            {list.total} {list.total === 1 ? "assessment" : "assessments"}
            {query.search ? ` matching “${query.search}”` : ""}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
          <div className="grid w-full gap-1.5 sm:w-80">
            <Label htmlFor={searchId} className="sr-only">
              Search assessments
            </Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search by name, company, or email"
                className="h-10 pl-9"
                maxLength={200}
              />
            </div>
          </div>
          <ExportMenu
            label="Export"
            choices={[
              { label: "Basic CSV", format: "csv", type: "standard" },
              { label: "Basic JSON", format: "json", type: "standard" },
              { label: "Full AI Report CSV", format: "csv", type: "comprehensive" },
              { label: "Full AI Report JSON", format: "json", type: "comprehensive" },
            ]}
            extra={[{ label: "Preview AI Data", onSelect: () => setPreviewOpen(true) }]}
          />
        </div>
      </div>

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

      {error ? <FormAlert>Failed to fetch assessments: {error.message}</FormAlert> : null}

      <ScrollRegion label="Assessments table" className="bg-card">
        <AdminTable aria-labelledby="assessments-heading" aria-busy={loading || undefined}>
          <TableHeader>
            <TableRow>
              {sortable("executiveName", "Executive")}
              {sortable("companyName", "Company")}
              <TableHead>Title</TableHead>
              <TableHead>Industry</TableHead>
              <TableHead>Revenue</TableHead>
              {sortable("leadScore", "Lead Score")}
              <TableHead>Status</TableHead>
              <TableHead>Team & retakes</TableHead>
              {sortable("createdAt", "Date")}
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.assessments.length === 0 ? (
              <TableRow>
                <TableCell colSpan={10} className="py-10 text-center text-muted-foreground">
                  {query.search ? "No assessments match your search." : "No assessments yet."}
                </TableCell>
              </TableRow>
            ) : (
              list.assessments.map((row) => (
                <TableRow
                  key={row.id}
                  tabIndex={0}
                  onClick={() => (row.status === "draft" ? onView(row.id) : onOpen(row.id))}
                  onKeyDown={(event) => {
                    if (event.key === "Enter" && event.target === event.currentTarget) {
                      if (row.status === "draft") onView(row.id);
                      else onOpen(row.id);
                    }
                  }}
                  className="cursor-pointer outline-none focus-visible:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
                >
                  {/* Names wrap, so every column down to Actions fits a desktop screen. */}
                  <TableCell data-label="Executive" className="min-w-40 whitespace-normal">
                    <div className="font-medium">{row.executiveName || "–"}</div>
                    <div className="text-xs break-all text-muted-foreground">
                      {row.executiveEmail || "No email"}
                    </div>
                  </TableCell>
                  <TableCell data-label="Company" className="min-w-36 whitespace-normal">
                    {row.companyName}
                  </TableCell>
                  <TableCell data-label="Title" className="min-w-28 whitespace-normal">
                    {row.executiveTitle}
                  </TableCell>
                  <TableCell data-label="Industry" className="min-w-28 whitespace-normal">
                    {industryLabel(row.companyIndustry)}
                  </TableCell>
                  <TableCell data-label="Revenue">
                    {labelOf(revenueOptions, row.companyRevenue)}
                  </TableCell>
                  <TableCell data-label="Lead Score">
                    <LeadScore score={row.leadScore} starred={row.starred} />
                  </TableCell>
                  <TableCell data-label="Status">
                    <div className="grid justify-items-start gap-1">
                      <LeadProgress row={row} />
                      <span className="text-xs text-muted-foreground">
                        {row.marketingConsent ? "Consented" : "No consent"} · {row.source}
                      </span>
                    </div>
                  </TableCell>
                  <TableCell data-label="Team & retakes" className="min-w-24 whitespace-normal">
                    <TeamRetakesCell team={row.teamAndRetakes} />
                  </TableCell>
                  <TableCell data-label="Date">{formatDate(row.createdAt)}</TableCell>
                  {/* Clicks on the actions (and in their dialogs) are not the row's. */}
                  <TableCell data-label="Actions" onClick={(event) => event.stopPropagation()}>
                    <AssessmentActions row={row} onView={onView} onDeleted={afterDelete} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </AdminTable>
      </ScrollRegion>

      <div className="flex items-center gap-2">
        {loading ? (
          <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : null}
        <div className="flex-1">
          <Pager
            label="Assessment pages"
            page={list.page}
            pageSize={list.pageSize}
            total={list.total}
            onPage={(page) => onQuery({ ...query, page })}
          />
        </div>
      </div>

      <ExportPreviewDialog open={previewOpen} onOpenChange={setPreviewOpen} />
    </section>
  );
}

function SortHeader({
  column,
  label,
  query,
  onSort,
}: {
  column: SortColumn;
  label: string;
  query: ListQuery;
  onSort: (column: SortColumn) => void;
}) {
  const active = query.sort === column;
  const Icon = !active ? ArrowUpDown : query.order === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 font-medium outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {label}
        <Icon
          className={active ? "size-3.5" : "size-3.5 text-muted-foreground"}
          aria-hidden="true"
        />
      </button>
    </TableHead>
  );
}
