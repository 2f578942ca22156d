import { useQuery } from "@tanstack/react-query";
import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "#core/format/date";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { type HealthData, healthQuery } from "../data/health";

/** The cron's tasks as staff know them (worker/index.ts names each "feature.function"); another shows as named. */
const TASK_LABELS: Record<string, string> = {
  "inquiries.pruneExpiredInquiries": "Deleting inquiries past the retention period",
  "inquiries.retryNotifications": "Retrying staff notifications",
  "subscribers.resumeNewsletterSends": "Resuming stalled newsletter sends",
  "media.sweepObjectDeletions": "Deleting removed files from storage",
  "lib.pruneThrottleEvents": "Clearing expired rate-limit records",
  "blog.publishScheduledPosts": "Publishing scheduled blog posts",
  "jobs.publishScheduledJobs": "Publishing scheduled job listings",
  "digest.sendMorningDigests": "Sending the morning digests",
};

/** docs/operations.md, as the worker serves it to the staff who keep the settings (worker/health/runbook-routes.ts). */
const RUNBOOK = "/api/admin/runbook";

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)} IST</time>;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium">{term}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/** What needs attention, in the order a fix should go. */
function problems(health: HealthData): string[] {
  const found: string[] = [];
  if (health.database === "unavailable") found.push("The database did not answer the health check.");
  if (health.siteUrl === "missing") found.push("SITE_URL is not set, so mails carry no links (password resets, newsletter confirmations).");
  if (health.cron === "stale") {
    found.push("Scheduled jobs are not completing: no successful run in the last 15 minutes, or none of the hourly upkeep in over two hours.");
  }
  return found;
}

/** `every`: how often the jobs of this row run once the site is deployed ("every five minutes", "every hour"). */
function lastSuccess(health: HealthData, at: string | null, every: string): ReactNode {
  if (at) return <Time iso={at} />;
  if (health.cron === "not_yet_run") return `Not run yet: these jobs run ${every} once the site is deployed.`;
  if (health.cron === "unknown") return "Unknown while the database is unavailable.";
  return "No successful run recorded.";
}

function HealthDetails({ health }: { health: HealthData }) {
  const issues = problems(health);
  const failed = health.lastCronRun?.failedTasks ?? [];
  const onOff = (on: boolean) => (on ? "On" : "Off");
  return (
    <div className="space-y-4 text-sm">
      {issues.length > 0 ? (
        <ul className="space-y-2">
          {issues.map((issue) => (
            <li key={issue} className="flex items-start gap-2 text-destructive">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{issue}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="space-y-3">
        <Row term="Scheduled jobs last succeeded">{lastSuccess(health, health.lastSuccessfulCron, "every five minutes")}</Row>
        <Row term="Hourly upkeep last succeeded">{lastSuccess(health, health.lastSuccessfulHourlyCron, "every hour")}</Row>
        {health.lastCronRun && failed.length > 0 ? (
          <Row term="Failures in the last run">
            <span className="block">
              Started <Time iso={health.lastCronRun.startedAt} />. These are tried again at their next run:
            </span>
            <ul className="mt-1 list-disc pl-5">
              {failed.map((task) => (
                <li key={task}>{TASK_LABELS[task] ?? task}</li>
              ))}
            </ul>
          </Row>
        ) : null}
        <Row term="Waiting to be retried">
          {health.retries ? (
            <ul>
              <li>Staff notifications: {health.retries.notifications}</li>
              <li>File deletions: {health.retries.deletions}</li>
              <li>Newsletter sends: {health.retries.newsletterSends}</li>
            </ul>
          ) : (
            "Unknown while the database is unavailable."
          )}
        </Row>
        <Row term="Restoring the database">
          Cloudflare's D1 Time Travel can put the database back to any minute of the last 30 days, on the Workers Paid plan the runbook requires.
          Older mistakes are restored from the weekly backup.{" "}
          <a href={RUNBOOK} target="_blank" rel="noreferrer" className="font-medium text-primary underline underline-offset-4">
            Open the operations runbook
          </a>{" "}
          (section 1, Restore the database).
        </Row>
        <Row term="Email">
          <ul>
            <li>Inquiry notifications to staff: {onOff(health.mail.notifications)}</li>
            <li>Replies from the admin: {onOff(health.mail.replies)}</li>
          </ul>
        </Row>
      </dl>
    </div>
  );
}

/**
 * The site's health check as staff who keep the settings see it: when the scheduled jobs
 * last succeeded and what failed in the last run, the work waiting to be retried, and whether
 * mail is configured. A degraded check names what needs attention.
 */
export function SystemHealthCard() {
  const { data, error } = useQuery(healthQuery);
  return (
    <Card role="region" aria-labelledby="system-health-title">
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="system-health-title">System Health</CardTitle>
          {data ? <Badge variant={data.status === "ok" ? "success" : "destructive"}>{data.status === "ok" ? "All normal" : "Needs attention"}</Badge> : null}
        </div>
        <CardDescription>Scheduled jobs, work waiting to be retried, restoring the database, and email.</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <HealthDetails health={data} />
        ) : error ? (
          <p className="text-sm text-muted-foreground">The health check could not be loaded.</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading…</p>
        )}
      </CardContent>
    </Card>
  );
}
