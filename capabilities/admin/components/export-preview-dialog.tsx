"use client";

import { Loader2 } from "lucide-react";
import useSWR from "swr";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import type { ApiError } from "@/platform/http/api-client";
import { FormAlert } from "./form-alert";
import { yesNo } from "./format";
import type { ExportPreview } from "./types";

export const PREVIEW_FAILED = "Failed to preview data. Please try again.";

/** 'Preview AI Data': what the comprehensive export holds, before downloading it. */
export function ExportPreviewDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const preview = useSWR<ExportPreview, ApiError>(open ? "/api/admin/export/preview" : null, {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
  const data = preview.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>AI Data Preview</DialogTitle>
          <DialogDescription>
            A summary of the Full AI Report export, and what one row of it holds.
          </DialogDescription>
        </DialogHeader>
        {preview.error ? (
          <FormAlert>{PREVIEW_FAILED}</FormAlert>
        ) : !data ? (
          <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Loading preview...
          </p>
        ) : (
          <div className="grid gap-5 text-sm">
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label="Assessments" value={data.totalAssessments} />
              <Figure label="With reports" value={data.assessmentsWithReports} />
              <Figure
                label="Avg readiness"
                value={
                  data.summary.avgReadinessScore === null
                    ? "–"
                    : `${Math.round(data.summary.avgReadinessScore)}/100`
                }
              />
              <Figure label="Qualified leads" value={data.summary.qualifiedLeads} />
            </dl>
            {data.fieldCounts ? (
              <p className="text-muted-foreground">
                Basic exports have {data.fieldCounts.standard} fields; Full AI Report exports have{" "}
                {data.fieldCounts.comprehensive}.
              </p>
            ) : null}
            <section aria-labelledby="preview-sample" className="grid gap-2">
              <h3 id="preview-sample" className="font-semibold">
                Sample assessment
              </h3>
              {data.sampleAssessment ? (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">Executive</dt>
                  <dd>{data.sampleAssessment.executiveName}</dd>
                  <dt className="text-muted-foreground">Company</dt>
                  <dd>{data.sampleAssessment.companyName}</dd>
                  <dt className="text-muted-foreground">Has report data</dt>
                  <dd>{yesNo(data.sampleAssessment.hasReportData)}</dd>
                  <dt className="text-muted-foreground">Has AI recommendations</dt>
                  <dd>{yesNo(data.sampleAssessment.hasAiRecommendations)}</dd>
                  <dt className="text-muted-foreground">Recommended apps</dt>
                  <dd>{data.sampleAssessment.recommendedAppsCount}</dd>
                  <dt className="text-muted-foreground">Top priority app</dt>
                  <dd>{data.sampleAssessment.topPriorityApp ?? "None"}</dd>
                  <dt className="text-muted-foreground">Fields</dt>
                  <dd>{data.sampleAssessment.allDataKeys.length}</dd>
                </dl>
              ) : (
                <p className="text-muted-foreground">No assessments yet.</p>
              )}
            </section>
            <details className="rounded-md border">
              <summary className="cursor-pointer rounded-md px-3 py-2 font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                Show the preview as JSON
              </summary>
              <pre className="border-t px-3 py-2 text-xs break-all whitespace-pre-wrap">
                {JSON.stringify(data, null, 2)}
              </pre>
            </details>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
