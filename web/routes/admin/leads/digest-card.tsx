import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { digestQuery, setDigest } from "../data/digest";
import { useAdminMutation } from "../data/mutation";
import { useLoadFailureToast } from "../data/use-load-failure-toast";

/** Settings: the signed-in colleague's own choice of the lead desk's morning digest (worker/digest/, the lead desk's section in worker/leads/digest.ts). */
export function DigestCard() {
  const { data, isError } = useQuery(digestQuery);
  useLoadFailureToast(isError, "Failed to load your morning digest setting");
  const save = useAdminMutation({
    mutationFn: setDigest,
    invalidates: [digestQuery.queryKey],
    success: (answer) => (answer.digest ? "Morning digest switched on" : "Morning digest switched off"),
    failure: "The morning digest setting was not changed",
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Morning digest</CardTitle>
        <CardDescription>
          A mail every morning at 9:00 IST with your follow-ups due today or overdue, the new leads nobody is assigned to, and the leads waiting more than
          a working day for a first answer. Nothing is sent on a morning with nothing to list.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-4 rounded-md border p-3">
          <p id="morning-digest-label" className="font-medium">
            Send me my follow-ups and new leads each morning
          </p>
          <Switch
            aria-labelledby="morning-digest-label"
            checked={save.isPending ? save.variables : (data?.digest ?? false)}
            disabled={!data || save.isPending}
            onCheckedChange={(checked) => save.mutate(checked)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
