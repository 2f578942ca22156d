import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { type LaunchChecklist, launchReady } from "#core/site/launch-checklist";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { checklistQuery } from "../data/dashboard";

function Item({ text, to, action }: { text: ReactNode; to: string; action: string }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-1 text-sm">
      <Circle className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="flex-1">{text}</span>
      <Button variant="link" size="sm" className="h-auto p-0" asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </li>
  );
}

/**
 * What is left before launch: sub-services without a fee, the spec's placeholder logos and figures
 * still on the home page, and texts staff wrote whose Hindi twin is empty (the Hindi pages show them
 * in English), each with the screen that fixes it. Once all is done it says so
 * in one line rather than vanishing: a card that disappears cannot be told apart from one that
 * failed to load. It only reminds; the public pages keep their values until staff change them.
 */
export function LaunchChecklistCard() {
  const { data } = useQuery(checklistQuery);
  if (!data) return null;
  const ready = launchReady(data);
  return (
    <Card className="lg:col-span-2" role="region" aria-labelledby="launch-checklist-title">
      <CardHeader>
        <CardTitle id="launch-checklist-title">Launch Checklist</CardTitle>
        {ready ? null : <CardDescription>Reminders only: the site shows these as they are until you change them.</CardDescription>}
      </CardHeader>
      <CardContent>
        {ready ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            All done: every sub-service has a fee, the client logos and figures are your own, and what you wrote reads in Hindi on the Hindi pages.
          </p>
        ) : (
          <ul className="space-y-3">
            {data.fees.missing > 0 ? (
              <Item
                text={`${data.fees.missing} of ${data.fees.total} sub-services have no fee yet; their pages show no price.`}
                to="/admin/services"
                action="Set fees"
              />
            ) : null}
            {data.placeholderLogos ? (
              <Item text="No client logos yet: the home page shows the placeholders Client 1 to Client 6." to="/admin/settings/site" action="Add logos" />
            ) : null}
            {data.placeholderFigures.length > 0 ? (
              <Item
                text={`Home page figures still at the example values: ${data.placeholderFigures.join(", ")}.`}
                to="/admin/settings/site"
                action="Edit figures"
              />
            ) : null}
            {hindiGapLines(data.hindi).map(({ text, to, action }) => (
              <Item key={to} text={text} to={to} action={action} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const texts = (n: number) => (n === 1 ? "1 text" : `${n} texts`);

/** One line per screen whose texts still lack their Hindi twin. */
function hindiGapLines(gaps: LaunchChecklist["hindi"]) {
  return [
    { n: gaps.fees, where: "of the service fees (timeline or note)", to: "/admin/services", action: "Write in Hindi" },
    { n: gaps.people, where: "of published people (role or bio)", to: "/admin/people", action: "Write in Hindi" },
    { n: gaps.jobs, where: "of published job listings", to: "/admin/jobs", action: "Write in Hindi" },
    { n: gaps.extensions, where: "of the calendar's extensions (source)", to: "/admin/compliance", action: "Write in Hindi" },
  ]
    .filter((line) => line.n > 0)
    .map(({ n, where, to, action }) => ({ text: `${texts(n)} ${where} show in English on the Hindi pages: no Hindi is written yet.`, to, action }));
}
