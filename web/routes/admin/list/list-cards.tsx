import { type Cell, flexRender, type Table } from "@tanstack/react-table";
import { Card, CardContent } from "@/components/ui/card";

const ACTIONS = "actions";
const SELECT = "select";

const render = <Row,>(cell: Cell<Row, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
const headerText = <Row,>(cell: Cell<Row, unknown>) => {
  const header = cell.column.columnDef.header;
  return typeof header === "string" ? header : cell.column.id;
};

/** The list on a phone: each row a card, its first column as the title and the actions below. */
export function ListCards<Row>({ table }: { table: Table<Row> }) {
  const rows = table.getRowModel().rows;
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const select = cells.find((cell) => cell.column.id === SELECT);
        const [first, ...rest] = cells.filter((cell) => cell.column.id !== SELECT);
        const details = rest.filter((cell) => cell.column.id !== ACTIONS);
        const actions = rest.find((cell) => cell.column.id === ACTIONS);
        return (
          <li key={row.id}>
            <Card>
              <CardContent className="space-y-3 p-4">
                <div className="flex items-start gap-3">
                  {select ? render(select) : null}
                  <p className="font-medium break-words">{first ? render(first) : null}</p>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {details.map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-muted-foreground">{headerText(cell)}</dt>
                      <dd className="min-w-0 break-words">{render(cell)}</dd>
                    </div>
                  ))}
                </dl>
                {actions ? <div className="flex justify-end gap-1 border-t pt-2">{render(actions)}</div> : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
