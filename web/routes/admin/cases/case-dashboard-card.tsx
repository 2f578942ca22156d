import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cardsQuery } from "../data/dashboard";

/** The cases' dashboard card: open cases by step, and whose turn the documents are. */
export default function CaseDashboardCard() {
  const { data, isError } = useQuery(cardsQuery);
  const figures = data?.cards.find((card) => card.key === "cases")?.figures;
  return (
    <Card role="group" aria-label="Open Cases">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>Open Cases</CardTitle>
          <Link to="/admin/cases?status=open" className="text-sm text-primary underline-offset-4 hover:underline">
            See all cases
          </Link>
        </div>
        {figures?.ownCasesOnly ? <p className="text-xs font-medium text-muted-foreground">Your cases only</p> : null}
      </CardHeader>
      <CardContent>
        {!figures ? (
          <p className="text-sm text-muted-foreground">{isError ? "The cases' figures could not be loaded." : "Loading…"}</p>
        ) : figures.open === 0 ? (
          <p className="text-sm text-muted-foreground">No open cases. A won lead's case is opened from its inquiry.</p>
        ) : (
          <div className="space-y-4">
            <dl className="grid grid-cols-2 gap-3">
              <div className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">Waiting on the client</dt>
                <dd className="text-2xl font-bold">{figures.waitingOnClient}</dd>
              </div>
              <div className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">Waiting on us</dt>
                <dd className="text-2xl font-bold">{figures.waitingOnStaff}</dd>
              </div>
            </dl>
            <ul className="space-y-1 text-sm">
              {figures.byStep.map((row) => (
                <li key={row.step ?? "done"} className="flex justify-between gap-2">
                  <Link to={`/admin/cases?status=open&step=${row.step ?? "done"}`} className="text-primary underline-offset-4 hover:underline">
                    {row.step === null ? "Every step done" : `At step ${row.step}`}
                  </Link>
                  <span className="tabular-nums">
                    {row.cases} {row.cases === 1 ? "case" : "cases"}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
