import { type Cell, flexRender, type Table } from "@tanstack/react-table";
import { Card, CardContent } from "@/components/ui/card";

const ACTIONS = "actions";

const render = <Row,>(cell: Cell<Row, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
const headerText = <Row,>(cell: Cell<Row, unknown>) => {
  const header = cell.column.columnDef.header;
  return typeof header === "string" ? header : cell.column.id;
};

/** The list on a phone: each row a card, its first column as the title and the actions below. */
export function ListCards<Row>({ table, noun }: { table: Table<Row>; noun: string }) {
  const rows = table.getRowModel().rows;
  if (rows.length === 0) return <p className="text-center text-muted-foreground md:hidden">No {noun} match this search.</p>;
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => {
        const [first, ...rest] = row.getVisibleCells();
        const details = rest.filter((cell) => cell.column.id !== ACTIONS);
        const actions = rest.find((cell) => cell.column.id === ACTIONS);
        return (
          <li key={row.id}>
            <Card>
              <CardContent className="space-y-3 p-4">
                <p className="font-medium break-words">{first ? render(first) : null}</p>
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
