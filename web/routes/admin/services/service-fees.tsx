import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatRupees } from "#core/format/rupees";
import { PageHeader } from "../components/page-header";
import { serviceFeesQuery, type ServiceFeeRow } from "../data/service-fees";
import { useLoadFailureToast } from "../data/use-load-failure-toast";
import { FeeForm } from "./fee-form";

const keyOf = (row: Pick<ServiceFeeRow, "serviceId" | "subServiceId">) => `${row.serviceId}/${row.subServiceId}`;

function FeeSummary({ row }: { row: ServiceFeeRow }) {
  if (row.feeFrom === null && row.timeline === null && row.note === null) {
    return <p className="text-sm text-muted-foreground">Not set: the page shows no fee or timeline.</p>;
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted-foreground">Fee</dt>
      <dd>{row.feeFrom === null ? "—" : `From ${formatRupees(row.feeFrom)}`}</dd>
      <dt className="text-muted-foreground">Timeline</dt>
      <dd>{row.timeline ?? "—"}</dd>
      {row.note ? (
        <>
          <dt className="text-muted-foreground">Note</dt>
          <dd>{row.note}</dd>
        </>
      ) : null}
    </dl>
  );
}

function FeeRow({ row, editing, onEdit, onDone }: { row: ServiceFeeRow; editing: boolean; onEdit: () => void; onDone: () => void }) {
  return (
    <li className="space-y-3 py-4" data-testid="service-fee-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-2 font-medium">
            {row.title}
            <a
              href={`/services/${keyOf(row)}`}
              target="_blank"
              rel="noreferrer"
              className="text-muted-foreground hover:text-primary"
              aria-label={`Open the ${row.title} page in a new tab`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </p>
          {editing ? null : <FeeSummary row={row} />}
        </div>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit the fee for ${row.title}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        )}
      </div>
      {editing ? <FeeForm row={row} onDone={onDone} /> : null}
    </li>
  );
}

/**
 * /admin/services: the firm's professional fee, timeline and note for each of the 27 sub-services.
 * What is set shows on the sub-service page at once ("From ₹X plus government fees and GST where
 * applicable"); what is empty is hidden there.
 */
export function Component() {
  const { data, isError } = useQuery(serviceFeesQuery);
  const [editing, setEditing] = useState<string | null>(null);
  useLoadFailureToast(isError, "Failed to load service fees");
  const lines = new Map<string, ServiceFeeRow[]>();
  for (const row of data?.rows ?? []) lines.set(row.serviceTitle, [...(lines.get(row.serviceTitle) ?? []), row]);

  return (
    <>
      <PageHeader
        title="Services & Fees"
        description="Your professional fee and timeline for each sub-service. Pages show “From ₹X plus government fees and GST where applicable”; leave a field empty to hide it."
      />
      <div className="space-y-6">
        {[...lines].map(([serviceTitle, rows]) => (
          <Card key={serviceTitle}>
            <CardHeader>
              <CardTitle className="text-lg">{serviceTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {rows.map((row) => (
                  <FeeRow
                    key={keyOf(row)}
                    row={row}
                    editing={editing === keyOf(row)}
                    onEdit={() => setEditing(keyOf(row))}
                    onDone={() => setEditing(null)}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
