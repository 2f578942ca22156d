import { Hono } from "hono";
import { formatSortableDateTime } from "#core/format/date";
import { idParamSchema } from "#core/schemas/common";
import { subscriberListQuery } from "#core/schemas/list-query";
import type { AdminEnv } from "../access/require-admin";
import { getDb } from "../db/client";
import { commit, commitEvent } from "../events/commit";
import { validate } from "../http/validate";
import { csvResponse, csvStream } from "../lib/csv";
import { deleteSubscriber, findSubscriber, listSubscribers, type SubscriberCursor, subscriberExportPage } from "./data";
import { allow } from "../access/permissions";

const NOT_FOUND = "Subscriber not found";
const EXPORT_PAGE = 1000;

/** /api/admin/subscribers: the newsletter list, its CSV and removing an address. */
export const subscriberAdminRoutes = new Hono<AdminEnv>()
  .get("/", allow("subscribers"), validate("query", subscriberListQuery), async (c) => c.json(await listSubscribers(getDb(c.env.DB), c.req.valid("query")), 200))
  .get("/export", allow("exports"), validate("query", subscriberListQuery), async (c) => {
    const db = getDb(c.env.DB);
    const { page: _page, size: _size, sort: _sort, ...filters } = c.req.valid("query");
    await commitEvent(c, db, { type: "subscriber.exported", adminId: c.get("session").admin.id, filters }, { filters });
    const body = csvStream({
      // India's time, sortable in a spreadsheet (see formatSortableDateTime), as in the inquiries' export.
      header: ["Email", "Subscribed (IST)", "Signed up on", "Status", "Confirmed (IST)"],
      pageSize: EXPORT_PAGE,
      page: (after: SubscriberCursor | null) => subscriberExportPage(db, filters, after, EXPORT_PAGE),
      cursorOf: (row) => ({ createdAt: row.createdAt, id: row.id }),
      cells: (row) => [row.email, formatSortableDateTime(row.createdAt), row.sourcePage, row.status, row.confirmedAt && formatSortableDateTime(row.confirmedAt)],
    });
    return csvResponse(c, "subscribers", body);
  })
  .delete("/:id", allow("subscribers"), validate("param", idParamSchema), async (c) => {
    const db = getDb(c.env.DB);
    const { id } = c.req.valid("param");
    const adminId = c.get("session").admin.id;
    // Looked up first, so an unknown id answers 404 without an audit row.
    if (!(await findSubscriber(db, id))) return c.json({ error: NOT_FOUND }, 404);
    const [deleted] = await commit(c, db, {
      write: deleteSubscriber(db, id),
      intent: { type: "subscriber.deleted", adminId, id },
      event: ([row]) => (row ? { type: "subscriber.deleted", adminId, id } : null),
    });
    return deleted ? c.json({ id: deleted.id }, 200) : c.json({ error: NOT_FOUND }, 404);
  });
