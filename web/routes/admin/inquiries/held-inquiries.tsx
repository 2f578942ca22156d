import { formatDateTime } from "#core/format/date";
import { inquiryTypeLabel } from "#core/taxonomies/inquiries";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { HeldData } from "../data/privacy";

/** On a privacy request: the inquiries and applications that give the address or the number, with what each holds. */
export function HeldInquiries({ inquiries, byPhone }: { inquiries: HeldData["inquiries"]; byPhone: boolean }) {
  if (inquiries.length === 0) return <p className="text-sm">No inquiries or applications.</p>;
  return (
    <Table>
      <caption className="sr-only">Inquiries and applications from {byPhone ? "this phone number" : "this address"}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Reference</TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col">Name given</TableHead>
          <TableHead scope="col">Received</TableHead>
          <TableHead scope="col">Résumé</TableHead>
          <TableHead scope="col">Replies and notes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {inquiries.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="font-mono">{row.reference ?? "—"}</TableCell>
            <TableCell>
              {inquiryTypeLabel(row.type)}
              {row.service ? <span className="block text-xs text-muted-foreground">{row.service}</span> : null}
            </TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell>{formatDateTime(row.createdAt)}</TableCell>
            <TableCell>{row.hasResume ? "Yes" : "No"}</TableCell>
            <TableCell>{Number(row.messages)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
