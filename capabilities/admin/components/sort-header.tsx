import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

import { TableHead } from "@/platform/ui/table";
import type { ListQuery } from "./assessment-list-query";
import type { SortColumn } from "./types";

/** A column heading that sorts the assessments table by its column, showing the direction. */
export function SortHeader({
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
