"use client";

import { Loader2, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import type { ApiError } from "@/platform/http/api-client";
import { AssessmentFilters } from "./assessment-filters";
import type { ListQuery } from "./assessment-list-query";
import { AssessmentTableRow } from "./assessment-table-row";
import { ExportMenu } from "./export-menu";
import { ExportPreviewDialog } from "./export-preview-dialog";
import { FormAlert } from "./form-alert";
import { Pager } from "./pager";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { SortHeader } from "./sort-header";
import type { AssessmentList, SortColumn, SortOrder } from "./types";

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

      <AssessmentFilters query={query} filter={filter} />

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
                <AssessmentTableRow
                  key={row.id}
                  row={row}
                  onView={onView}
                  onOpen={onOpen}
                  onDeleted={afterDelete}
                />
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
