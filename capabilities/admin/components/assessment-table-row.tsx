import { TableCell, TableRow } from "@/platform/ui/table";
import { labelOf, revenueOptions } from "@/model/assessment/options";
import { industryLabel } from "@/model/documents/format";
import { TeamRetakesCell } from "@/capabilities/team/components";
import { AssessmentActions } from "./assessment-actions";
import { formatDate } from "./format";
import { LeadScore, LeadStatusBadge } from "./lead-score";
import type { AssessmentRow } from "./types";

/** A draft's state in words: the step it reached, or that its answers were purged. */
function LeadProgress({ row }: { row: AssessmentRow }) {
  if (row.status === "completed") return <LeadStatusBadge badge={row.leadBadge} />;
  return (
    <span className="inline-flex rounded-full border border-border px-2 py-0.5 text-xs font-medium whitespace-nowrap">
      {row.purgedAt ? "Expired draft" : `In progress · step ${row.stepReached} of 5`}
    </span>
  );
}

/**
 * One lead of the assessments table. A click (or Enter on the focused row) opens a draft's
 * details (`onView`) or a completed assessment's report (`onOpen`).
 */
export function AssessmentTableRow({
  row,
  onView,
  onOpen,
  onDeleted,
}: {
  row: AssessmentRow;
  onView: (id: string) => void;
  onOpen: (id: string) => void;
  onDeleted: () => void;
}) {
  return (
    <TableRow
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
      <TableCell data-label="Revenue">{labelOf(revenueOptions, row.companyRevenue)}</TableCell>
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
        <AssessmentActions row={row} onView={onView} onDeleted={onDeleted} />
      </TableCell>
    </TableRow>
  );
}
