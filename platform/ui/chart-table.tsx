export interface ChartTableColumn {
  header: string;
  /** Numbers align right. */
  numeric?: boolean;
}

/**
 * A chart's values as a real table under `caption`, visually hidden: what a screen reader reads
 * instead of the picture. The first cell of each row heads it.
 */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ChartTableColumn[];
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    // sr-only on the wrapper: a table keeps its content's width whatever its own, and would
    // widen the page on a phone.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells]) => (
            <tr key={String(head)}>
              <th scope="row">{head}</th>
              {cells.map((cell, i) => (
                <td key={columns[i + 1]?.header ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
