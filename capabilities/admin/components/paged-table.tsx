"use client";

import type { SWRResponse } from "swr";

import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import type { ApiError } from "@/platform/http/api-client";
import { Pager } from "./pager";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { TabError, TabLoading } from "./tab-state";
import type { Paged } from "./types";

/**
 * A tab's paged list: its loading and error states, the table (headed by the tab's heading)
 * with a row for "none", and the pager.
 */
export function PagedTable<L extends Paged, R>({
  list,
  rowsOf,
  headingId,
  name,
  columns,
  empty,
  renderRow,
  onPage,
}: {
  list: SWRResponse<L, ApiError>;
  rowsOf: (data: L) => R[];
  headingId: string;
  /** Plural, lower case: "call requests" ("Loading call requests...", "Call requests table"). */
  name: string;
  columns: string[];
  empty: string;
  renderRow: (row: R) => React.ReactNode;
  onPage: (page: number) => void;
}) {
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  const rows = list.data ? rowsOf(list.data) : [];
  return (
    <>
      {list.error ? (
        <TabError>
          Failed to fetch {name}: {list.error.message}
        </TabError>
      ) : null}
      {!list.data ? (
        list.error ? null : (
          <TabLoading text={`Loading ${name}...`} />
        )
      ) : (
        <>
          <ScrollRegion label={`${Name} table`} className="bg-card">
            <AdminTable aria-labelledby={headingId}>
              <TableHeader>
                <TableRow>
                  {columns.map((column) => (
                    <TableHead key={column}>{column}</TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell
                      colSpan={columns.length}
                      className="py-10 text-center text-muted-foreground"
                    >
                      {empty}
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map(renderRow)
                )}
              </TableBody>
            </AdminTable>
          </ScrollRegion>
          <Pager
            label={`${Name.replace(/s$/, "")} pages`}
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={onPage}
          />
        </>
      )}
    </>
  );
}
