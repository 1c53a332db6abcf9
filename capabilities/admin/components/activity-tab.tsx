"use client";

import { useState } from "react";
import useSWR from "swr";

import { Label } from "@/platform/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/platform/ui/select";
import { TableCell, TableRow } from "@/platform/ui/table";
import { auditActionLabels, auditActions } from "@/platform/audit/actions";
import type { ApiError } from "@/platform/http/api-client";
import { formatDateTime } from "./format";
import { PagedTable } from "./paged-table";
import { TabHeading } from "./tab-state";
import type { AuditEntry, AuditLogList } from "./types";

const PAGE_SIZE = 25;
const ANY = "any";

const actionLabel = (action: string) =>
  (auditActionLabels as Record<string, string>)[action] ?? action;

/** The details an entry carries, as "key: value" pairs on one line. */
function detailsText(details: AuditEntry["details"]): string {
  if (!details) return "–";
  const parts = Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => `${key}: ${typeof value === "object" ? JSON.stringify(value) : value}`);
  return parts.length ? parts.join(" · ") : "–";
}

function targetText({ targetType, targetId }: AuditEntry): string {
  return targetId ? `${targetType} ${targetId}` : targetType;
}

function Filter({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="h-10 w-full sm:w-64">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The audit log: who did what and when, newest first, filtered by actor and action. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const [actor, setActor] = useState(ANY);
  const [action, setAction] = useState(ANY);
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (actor !== ANY) query.set("actor", actor);
  if (action !== ANY) query.set("action", action);
  const list = useSWR<AuditLogList, ApiError>(`/api/admin/audit-log?${query}`, {
    keepPreviousData: true,
  });
  const filtered = actor !== ANY || action !== ANY;

  return (
    <section aria-labelledby="activity-heading" className="grid gap-4">
      <TabHeading
        id="activity-heading"
        title="Activity"
        description="Every admin action and payment change, newest first."
      />
      <div className="flex flex-wrap gap-4">
        <Filter
          id="activity-actor"
          label="By"
          value={actor}
          onChange={(value) => {
            setActor(value);
            setPage(1);
          }}
          options={[
            { value: ANY, label: "Everyone" },
            ...(list.data?.actors ?? []).map((email) => ({ value: email, label: email })),
          ]}
        />
        <Filter
          id="activity-action"
          label="Action"
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          options={[
            { value: ANY, label: "All actions" },
            ...auditActions.map((value) => ({ value, label: auditActionLabels[value] })),
          ]}
        />
      </div>
      <PagedTable
        list={list}
        rowsOf={(data) => data.entries}
        headingId="activity-heading"
        name="activity"
        columns={["When", "By", "Action", "Target", "Details"]}
        empty={filtered ? "No activity matches these filters." : "No activity yet."}
        onPage={setPage}
        renderRow={(entry) => (
          <TableRow key={entry.id}>
            <TableCell data-label="When" className="whitespace-nowrap">
              {formatDateTime(entry.createdAt)}
            </TableCell>
            <TableCell data-label="By">{entry.actorEmail}</TableCell>
            <TableCell data-label="Action" className="font-medium">
              {actionLabel(entry.action)}
            </TableCell>
            <TableCell data-label="Target" className="font-mono text-xs">
              {targetText(entry)}
            </TableCell>
            <TableCell
              data-label="Details"
              className="max-w-md min-w-48 whitespace-normal text-muted-foreground"
            >
              {detailsText(entry.details)}
            </TableCell>
          </TableRow>
        )}
      />
    </section>
  );
}
