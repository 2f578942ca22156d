import { useQuery } from "@tanstack/react-query";
import { BellOff, Briefcase, CheckCircle2, FileText, Inbox, type LucideIcon, Mail, Plus, Users } from "lucide-react";
import { Suspense, useEffect } from "react";
import { Link } from "react-router-dom";
import { formatDateTime } from "#core/format/date";
import type { Permission } from "#core/taxonomies/admin-roles";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { OwnLeadsNote } from "../components/own-leads-note";
import { PageHeader } from "../components/page-header";
import { SetupNotice } from "../components/setup-notice";
import { useActivityWords } from "../activity/describe-activity";
import { useAdminFeatures } from "../admin-feature";
import { dashboardQuery } from "../data/dashboard";
import { useMailStatus } from "../data/mail-status";
import { useCan } from "../data/session";
import { LaunchChecklistCard } from "./dashboard-checklist";
import { SystemHealthCard } from "./dashboard-health";
import { LeadDeskCards } from "./dashboard-lead-desk";
import { LeadsCard } from "./dashboard-leads";

const QUICK_ACTIONS: { to: string; label: string; icon: LucideIcon; permission: Permission }[] = [
  { to: "/admin/blogs/new", label: "New Blog Post", icon: Plus, permission: "content" },
  { to: "/admin/jobs/new", label: "New Job", icon: Plus, permission: "content" },
  { to: "/admin/blogs", label: "Manage Blog Posts", icon: FileText, permission: "content" },
  { to: "/admin/jobs", label: "Manage Job Listings", icon: Briefcase, permission: "content" },
  { to: "/admin/inquiries", label: "View Inquiries", icon: Mail, permission: "inquiries" },
  { to: "/admin/subscribers", label: "View Subscribers", icon: Users, permission: "subscribers" },
];

const TIPS: { tip: string; permission: Permission }[] = [
  { tip: "Save posts as drafts until they are ready, then publish them from the list in one click.", permission: "content" },
  { tip: "Use a feature image of 1200 x 630px so it looks sharp on the blog and when shared.", permission: "content" },
  { tip: "Keep the excerpt to one or two sentences: it is what readers see in the blog list.", permission: "content" },
  { tip: "Open new inquiries promptly; opening one marks it as read.", permission: "inquiries" },
  {
    tip: "Mark a job listing Filled or Closed once the position is taken: its page then says so and stops taking applications.",
    permission: "content",
  },
];

/**
 * A statistic; with `to`, its title is a link that covers the card (the list the number counts);
 * with `ownLeads`, a line under the title says it counts only the advisor's own leads.
 */
function StatCard({ label, value, icon: Icon, to, ownLeads }: { label: string; value: number | undefined; icon: LucideIcon; to?: string; ownLeads?: boolean }) {
  return (
    <Card role="group" aria-label={label} className={to ? "relative transition-colors hover:bg-accent/50" : undefined}>
      <CardHeader className="flex flex-row items-start justify-between space-y-0 pb-2">
        <div className="space-y-1">
          <CardTitle className="text-sm font-medium">
            {to ? (
              <Link to={to} className="after:absolute after:inset-0 after:rounded-[inherit] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring">
                {label}
              </Link>
            ) : (
              label
            )}
          </CardTitle>
          <OwnLeadsNote shown={ownLeads} />
        </div>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value ?? "—"}</p>
      </CardContent>
    </Card>
  );
}

/** Shown, to those who keep the settings, while no one is emailed about new inquiries, with what turns notifications on. */
function NotificationsOffNotice() {
  const mail = useMailStatus();
  if (!useCan()("settings") || !mail || mail.notifications) return null;
  return (
    <SetupNotice icon={BellOff} title="Email notifications are off">
      New inquiries are saved here, but nobody is emailed about them. To be told of each one, set{" "}
      <code>NOTIFY_TO</code> to the staff addresses (separated by commas) and <code>MAIL_FROM</code> to a sender
      address on your domain in <code>wrangler.toml</code>, then deploy again. The README&rsquo;s deploy steps explain
      the Cloudflare Email Routing setup.
      {mail.replies ? null : (
        <>
          {" "}
          With <code>MAIL_FROM</code> set, you can also reply to inquiries from this admin.
        </>
      )}
    </SetupNotice>
  );
}

export function Component() {
  const { data, error } = useQuery(dashboardQuery);
  // Statistics are a convenience: a failure is logged for the developer, not shown to the admin.
  useEffect(() => {
    if (error) console.error("Dashboard statistics failed to load", error);
  }, [error]);
  const stats = data?.stats;
  const can = useCan();
  const { describeActivity } = useActivityWords();
  const featureCards = useAdminFeatures().flatMap((feature) => (feature.dashboardCard && can(feature.dashboardCard.permission) ? [{ name: feature.name, Card: feature.dashboardCard.Card }] : []));
  const content = can("content");
  const inquiries = can("inquiries");
  const description = content && inquiries ? "An overview of the website's content and inquiries." : content ? "An overview of the website's content." : "An overview of the inquiries.";

  return (
    <>
      <PageHeader title="Dashboard" description={description} />
      <NotificationsOffNotice />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {content ? (
          <>
            <StatCard label="Total Blog Posts" value={stats?.blogs?.total} icon={FileText} />
            <StatCard label="Published Blog Posts" value={stats?.blogs?.published} icon={CheckCircle2} />
            <StatCard label="Total Jobs" value={stats?.jobs?.total} icon={Briefcase} />
            <StatCard label="Published Jobs" value={stats?.jobs?.published} icon={CheckCircle2} />
          </>
        ) : null}
        {inquiries ? (
          <>
            <StatCard label="Total Inquiries" value={stats?.inquiries?.total} icon={Inbox} ownLeads={data?.ownLeadsOnly} />
            <StatCard label="New Inquiries" value={stats?.inquiries?.new} icon={Mail} to="/admin/inquiries?status=new" ownLeads={data?.ownLeadsOnly} />
          </>
        ) : null}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {can("settings") ? <LaunchChecklistCard /> : null}
        {can("settings") ? <SystemHealthCard /> : null}
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 sm:grid-cols-2">
            {QUICK_ACTIONS.filter((action) => can(action.permission)).map(({ to, label, icon: Icon }) => (
              <Button key={to} variant="outline" className="justify-start" asChild>
                <Link to={to}>
                  <Icon aria-hidden /> {label}
                </Link>
              </Button>
            ))}
          </CardContent>
        </Card>
        {can("settings") ? (
          <Card>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle>Recent Activity</CardTitle>
                <Button variant="link" size="sm" className="h-auto p-0" asChild>
                  <Link to="/admin/activity">See all activity</Link>
                </Button>
              </div>
            </CardHeader>
            <CardContent>
              {data?.activity && data.activity.length > 0 ? (
                <ul className="space-y-3">
                  {data.activity.map((activity) => (
                    <li key={activity.id} className="text-sm">
                      <p>{describeActivity(activity)}</p>
                      <p className="text-xs text-muted-foreground">{formatDateTime(activity.createdAt)}</p>
                    </li>
                  ))}
                </ul>
              ) : data ? (
                <p className="text-sm text-muted-foreground">No recent activity to show.</p>
              ) : error ? (
                <p className="text-sm text-muted-foreground">Recent activity could not be loaded.</p>
              ) : (
                <p className="text-sm text-muted-foreground">Loading…</p>
              )}
            </CardContent>
          </Card>
        ) : null}
        {/* The cards the features declare (their manifests' dashboardCard), in the sidebar's order. */}
        {featureCards.map(({ name, Card: FeatureCard }) => (
          <Suspense key={name} fallback={null}>
            <FeatureCard />
          </Suspense>
        ))}
        {inquiries ? <LeadDeskCards /> : null}
        {inquiries ? <LeadsCard /> : null}
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Tips</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-2 pl-5 text-sm text-muted-foreground">
              {TIPS.filter((tip) => can(tip.permission)).map(({ tip }) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
