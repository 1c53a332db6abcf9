"use client";

import { Loader2 } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";

import type {
  IndexCell,
  IndexDraft,
  SuppressedNote,
  SuppressionReason,
} from "@/capabilities/readiness-index";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import { Textarea } from "@/platform/ui/textarea";
import { toast } from "@/platform/ui/use-toast";
import type { ApiError } from "@/platform/http/api-client";
import { adminFetch, isAuthFailure, messageOf } from "./admin-session";
import { formatDate } from "./format";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { TabError, TabHeading, TabLoading } from "./tab-state";

const KEY = "/api/admin/index";

export const suppressionReasons: Record<SuppressionReason, string> = {
  below_minimum: "Fewer companies than the minimum",
  complementary: "Hidden so the total cannot give a smaller group away",
  group_suppressed: "Its whole row or column is hidden",
};

const tableNames: Record<SuppressedNote["table"], string> = {
  overall: "All companies",
  industry: "Industry",
  size: "Company size",
  region: "Head office region",
  trend: "Quarter",
  industryBySize: "Industry and size",
};

/** The Index tab: the draft figures, what is suppressed and why, the period, exclusions, publishing. */
export function IndexTab() {
  const index = useSWR<IndexDraft, ApiError>(KEY);
  return (
    <section aria-labelledby="index-heading" className="grid gap-6">
      <TabHeading
        id="index-heading"
        title="AI Readiness Index"
        description="The chapter's published index at /index: figures of completed assessments, with every group below the minimum hidden."
      />
      {index.error ? (
        <TabError>Failed to load the index: {index.error.message}</TabError>
      ) : !index.data ? (
        <TabLoading text="Computing the index..." />
      ) : (
        <>
          <IndexSettingsForm data={index.data} onSaved={(next) => void index.mutate(next, false)} />
          <DraftFigures data={index.data} />
        </>
      )}
    </section>
  );
}

const idsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);

function IndexSettingsForm({
  data,
  onSaved,
}: {
  data: IndexDraft;
  onSaved: (next: IndexDraft) => void;
}) {
  const { settings } = data;
  const [from, setFrom] = useState(settings.periodFrom ?? "");
  const [to, setTo] = useState(settings.periodTo ?? "");
  const [excluded, setExcluded] = useState(settings.excludedAssessmentIds.join("\n"));
  const [pending, setPending] = useState<"save" | "publish" | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function save(published: boolean, which: "save" | "publish") {
    setPending(which);
    setError(null);
    try {
      const next = await adminFetch<IndexDraft>(KEY, {
        method: "PUT",
        json: {
          published,
          periodFrom: from || null,
          periodTo: to || null,
          excludedAssessmentIds: idsOf(excluded),
        },
      });
      onSaved(next);
      toast({
        title: published ? "Index published" : settings.published ? "Index unpublished" : "Saved",
        description: published ? "/index shows these figures now." : undefined,
        variant: "success",
      });
    } catch (failure) {
      if (!isAuthFailure(failure)) setError(messageOf(failure, "Please try again."));
    } finally {
      setPending(null);
    }
  }

  return (
    <form
      className="grid gap-4 rounded-md border bg-card p-4"
      aria-labelledby="index-settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void save(settings.published, "save");
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="index-settings-heading" className="font-semibold">
          Publication
        </h3>
        {settings.published ? (
          <Badge variant="success">Published</Badge>
        ) : (
          <Badge variant="outline">Not published</Badge>
        )}
        {settings.published && settings.publishedAt ? (
          <span className="text-sm text-muted-foreground">
            {formatDate(settings.publishedAt)} by {settings.publishedBy}
          </span>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="index-from">Period: first day (blank: from the start)</Label>
          <Input
            id="index-from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="index-to">Period: last day (blank: up to now, refreshed hourly)</Label>
          <Input id="index-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="index-excluded">Excluded assessments (ids, one a line)</Label>
        <Textarea
          id="index-excluded"
          rows={3}
          value={excluded}
          onChange={(e) => setExcluded(e.target.value)}
          className="font-mono text-xs"
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={pending !== null}>
          {pending === "save" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {settings.published ? "Save and republish" : "Save settings"}
        </Button>
        <Button
          type="button"
          variant={settings.published ? "destructive" : "default"}
          disabled={pending !== null}
          onClick={() => void save(!settings.published, "publish")}
        >
          {pending === "publish" ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {settings.published ? "Unpublish" : "Publish index"}
        </Button>
      </div>
    </form>
  );
}

function DraftFigures({ data }: { data: IndexDraft }) {
  const { snapshot, suppressed } = data.draft;
  const noteOf = (table: SuppressedNote["table"], key: string) =>
    suppressed.find((n) => n.table === table && n.key === key);
  const rows: { table: SuppressedNote["table"]; cell: IndexCell }[] = [
    { table: "overall", cell: snapshot.overall },
    ...(["industry", "size", "region"] as const).flatMap((table) =>
      snapshot.breakdowns[table].map((cell) => ({ table, cell })),
    ),
    ...snapshot.trend.map((cell) => ({ table: "trend" as const, cell })),
  ];
  return (
    <div className="grid gap-3">
      <h3 id="index-draft-heading" className="font-semibold">
        Draft figures (minimum {snapshot.minCell} companies a group)
      </h3>
      <ScrollRegion label="Draft index figures" className="bg-card">
        <AdminTable aria-labelledby="index-draft-heading">
          <TableHeader>
            <TableRow>
              <TableHead>Breakdown</TableHead>
              <TableHead>Group</TableHead>
              <TableHead>Companies</TableHead>
              <TableHead>Median score</TableHead>
              <TableHead>Shown</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ table, cell }) => {
              const note = noteOf(table, cell.key);
              return (
                <TableRow key={`${table}-${cell.key}`}>
                  <TableCell data-label="Breakdown">{tableNames[table]}</TableCell>
                  <TableCell data-label="Group">{cell.label}</TableCell>
                  <TableCell data-label="Companies" className="tabular-nums">
                    {cell.published ? cell.figures.companies : (note?.companies ?? 0)}
                  </TableCell>
                  <TableCell data-label="Median score" className="tabular-nums">
                    {cell.published ? cell.figures.medianScore : "–"}
                  </TableCell>
                  <TableCell data-label="Shown" className="whitespace-normal">
                    {cell.published ? (
                      "Yes"
                    ) : (
                      <span>Suppressed: {note ? suppressionReasons[note.reason] : "–"}</span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </AdminTable>
      </ScrollRegion>
    </div>
  );
}
