import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "#core/format/date";
import { useAdminMutation } from "../data/mutation";
import { type AdminSession, endOtherSessions, endSession, rememberAdmin, sessionsQuery, signOut } from "../data/session";
import { useLoadFailureToast } from "../data/use-load-failure-toast";

function SessionRow({ session, onEnd, ending }: { session: AdminSession; onEnd: () => void; ending: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
      <div className="min-w-0 space-y-1">
        <p className="flex items-center gap-2 font-medium" title={session.userAgent}>
          {session.device}
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {session.ip ? `IP ${session.ip} · ` : ""}signed in {formatDateTime(session.createdAt)} · last active{" "}
          {formatDateTime(session.lastSeenAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onEnd} disabled={ending} aria-label={`Sign out ${session.device}${session.current ? " (this device)" : ""}`}>
        Sign out
      </Button>
    </li>
  );
}

/** Where this admin is signed in, with a way to end any session or all the others. */
export function SessionsCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: sessions, isError } = useQuery(sessionsQuery);
  useLoadFailureToast(isError, "Failed to load your sessions");
  const endOne = useAdminMutation({
    mutationFn: endSession,
    invalidates: [sessionsQuery.queryKey],
    success: () => "Session signed out",
    failure: "Failed to sign out the session",
  });
  const endOthers = useAdminMutation({
    mutationFn: endOtherSessions,
    invalidates: [sessionsQuery.queryKey],
    success: () => "All other sessions signed out",
    failure: "Failed to sign out the other sessions",
  });

  async function signOutHere() {
    await signOut().catch(() => undefined);
    rememberAdmin(null);
    queryClient.clear();
    navigate("/admin/login", { replace: true });
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Where you are signed in. A session ends after an hour without activity, and after 7 days in any case. Sign out any you
          do not recognise, then change your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions ? (
          <ul className="divide-y">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={endOne.isPending}
                onEnd={() => (session.current ? void signOutHere() : endOne.mutate(session.id))}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{isError ? "Your sessions could not be loaded." : "Loading sessions..."}</p>
        )}
        <Button variant="destructive" onClick={() => endOthers.mutate()} disabled={endOthers.isPending || others === 0}>
          Sign out all other sessions
        </Button>
      </CardContent>
    </Card>
  );
}
