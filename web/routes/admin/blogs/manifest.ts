import { FileText } from "lucide-react";
import { formatDateTime } from "#core/format/date";
import type { AdminFeature } from "../admin-feature";

/** Blog posts: the list and the editor, their emails to subscribers and their preview links. */
export const blogsManifest: AdminFeature = {
  name: "blogs",
  screens: [
    { path: "blogs", permission: "content", lazy: () => import("./blog-list") },
    { path: "blogs/new", permission: "content", lazy: () => import("./blog-editor") },
    { path: "blogs/edit/:id", permission: "content", lazy: () => import("./blog-editor") },
  ],
  nav: { to: "/admin/blogs", label: "Blog Posts", icon: FileText, permission: "content" },
  activity: {
    records: { post: { called: "blog post", filter: "Blog posts" } },
    sentences: {
      "post.emailed": (entry, { named }) =>
        `emailed ${named} to ${Number(entry.detail?.recipients ?? 0)} subscribers${entry.detail?.scheduled ? " as scheduled" : ""}`,
      "post.email_scheduled": (_entry, { named }) => `chose to email ${named} to subscribers when it is published as scheduled`,
      "post.email_unscheduled": (_entry, { named }) => `cancelled the scheduled email of ${named} to subscribers`,
      "post.preview_shared": (entry, { named }) =>
        `shared a preview link of ${named}${entry.detail?.hasChanges ? " with unsaved changes" : ""}, valid until ${formatDateTime(String(entry.detail?.expiresAt ?? ""))} IST`,
      "post.preview_revoked": (_entry, { named }) => `revoked a preview link of ${named}`,
    },
    filters: [
      ["post.published", "Post published"],
      ["post.deleted", "Post deleted"],
      ["post.emailed", "Post emailed to subscribers"],
    ],
  },
};
