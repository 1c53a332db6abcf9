import { NOT_ENOUGH_COMPANIES } from "../csv";
import type { IndexCell } from "../types";

/** A breakdown as a table: each group's sample size and headline figures, or that it is hidden. */
export function BreakdownTable({
  id,
  caption,
  groupHeader,
  cells,
}: {
  id: string;
  caption: string;
  groupHeader: string;
  cells: readonly IndexCell[];
}) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className="overflow-x-auto rounded-md border"
    >
      <table className="w-full text-sm">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {groupHeader}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Companies
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Median score
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Where they expect AI to help most
            </th>
          </tr>
        </thead>
        <tbody>
          {cells.map((cell) => (
            <tr key={cell.key} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {cell.label}
              </th>
              {cell.published ? (
                <>
                  <td className="px-3 py-2 text-right tabular-nums">{cell.figures.companies}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {cell.figures.medianScore}/100
                  </td>
                  <td className="px-3 py-2">
                    {cell.figures.helpAreas[0]
                      ? `${cell.figures.helpAreas[0].label} (${cell.figures.helpAreas[0].percent}%)`
                      : "–"}
                  </td>
                </>
              ) : (
                <td colSpan={3} className="px-3 py-2 text-muted-foreground italic">
                  {capitalised(NOT_ENOUGH_COMPANIES)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const capitalised = (text: string) => text[0].toUpperCase() + text.slice(1);
