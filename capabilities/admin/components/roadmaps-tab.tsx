"use client";

import { useState } from "react";
import useSWR from "swr";

import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import { TableCell, TableRow } from "@/platform/ui/table";
import type { ApiError } from "@/platform/http/api-client";
import { contentText, formatDateTime } from "./format";
import { PagedTable } from "./paged-table";
import { TabHeading } from "./tab-state";
import type { RoadmapList, RoadmapRow } from "./types";

const PAGE_SIZE = 25;

/** The AI Roadmaps tab: newest first, a 100-character preview, and the full content. */
export function RoadmapsTab() {
  const [page, setPage] = useState(1);
  const list = useSWR<RoadmapList, ApiError>(
    `/api/admin/roadmaps?page=${page}&pageSize=${PAGE_SIZE}`,
    { keepPreviousData: true },
  );
  const [shown, setShown] = useState<RoadmapRow | null>(null);

  return (
    <section aria-labelledby="roadmaps-heading" className="grid gap-4">
      <TabHeading
        id="roadmaps-heading"
        title="AI Roadmaps"
        description={list.data ? `${list.data.total} generated roadmaps` : undefined}
      />
      <PagedTable
        list={list}
        rowsOf={(data) => data.roadmaps}
        headingId="roadmaps-heading"
        name="roadmaps"
        columns={["Assessment ID", "Generated Date", "Content Preview", "Actions"]}
        empty="No roadmaps yet."
        onPage={setPage}
        renderRow={(roadmap) => (
          <TableRow key={roadmap.id}>
            <TableCell data-label="Assessment ID">
              <div className="font-mono text-xs">{roadmap.assessmentId}</div>
              <div className="text-xs text-muted-foreground">{roadmap.companyName}</div>
            </TableCell>
            <TableCell data-label="Generated Date">{formatDateTime(roadmap.createdAt)}</TableCell>
            <TableCell data-label="Content Preview" className="max-w-md min-w-64 whitespace-normal">
              {roadmap.preview}
              {roadmap.preview.length >= 100 ? "…" : ""}
            </TableCell>
            <TableCell data-label="Actions">
              <Button type="button" variant="outline" size="sm" onClick={() => setShown(roadmap)}>
                View Full
                <span className="sr-only"> roadmap of {roadmap.companyName}</span>
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
      <Dialog open={shown !== null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Roadmap: {shown?.companyName}</DialogTitle>
            <DialogDescription>
              Assessment {shown?.assessmentId}, generated {formatDateTime(shown?.createdAt)}.
            </DialogDescription>
          </DialogHeader>
          <pre className="rounded-md border bg-muted/50 p-3 text-xs break-all whitespace-pre-wrap">
            {contentText(shown?.content)}
          </pre>
        </DialogContent>
      </Dialog>
    </section>
  );
}
