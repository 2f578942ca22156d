/**
 * The lead desk in the inbox and in Settings: the Stage, Assigned to and Follow-up filters, the
 * columns after the spec's (Reference, Phone, Stage, Assigned to) and "New today", one visitor's
 * inquiries together (`?person=`), and the manager's Settings → Lead desk. As the office reads it:
 * a 1366 px laptop whose browser speaks Indian English (native date inputs then show dd/mm/yyyy).
 */
import { formatTime } from "#core/format/date";
import { indiaToday } from "#core/format/india-time";
import { assignmentRuleLabels } from "#core/taxonomies/lead-desk";
import { ADMIN, SETTINGS_ADMIN } from "./accounts";
import { endpoints, stubApi } from "./api-stubs";
import type { APIRequestContext, Locator } from "@playwright/test";
import { Api, expect, type Inquiry, test, toast, uniqueSuffix, watchConsole } from "./fixtures";

/** A PUT of the lead desk's API that must answer 200. */
async function put(api: Api, path: string, data: unknown) {
  const res = await api.request.put(path, { data });
  expect(res.status(), `PUT ${path}: ${await res.text()}`).toBe(200);
}

/** The contact form's inquiry, as the public page sends it, found again by its unique email. */
async function contact(api: Api, name: string, email: string): Promise<Inquiry> {
  await api.submitContact({ name, email, subject: "Help with our filings", message: "Please call us back this week." });
  const found = (await api.inquiries(email)).filter((i) => i.name === name);
  expect(found).toHaveLength(1);
  return found[0];
}

async function colleagueId(api: Api, email: string): Promise<number> {
  const res = await api.request.get("/api/admin/lead-desk/staff");
  const staff = (await res.json()) as { id: number; email: string }[];
  const found = staff.find((colleague) => colleague.email === email);
  if (!found) throw new Error(`${email} is not among the colleagues who handle inquiries`);
  return found.id;
}

const DEFAULTS = { rule: "none", serviceOwners: {}, advisorsOwnOnly: false };

/** The inbox's columns at table widths, in order, after the tick box's (which has no name). */
const COLUMNS = ["Name", "Type", "Email", "Status", "Date", "Reference", "Phone", "Stage", "Assigned to", "Actions"] as const;
const cell = (row: Locator, column: (typeof COLUMNS)[number]) => row.getByRole("cell").nth(COLUMNS.indexOf(column) + 1);

/**
 * A colleague of the test's own with a name, who handles inquiries: invited by the owner and
 * signed in by accepting the link in a request context of their own (the caller disposes of it).
 */
async function namedColleague(
  owner: Api,
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  headers: Record<string, string> | undefined,
) {
  const suffix = uniqueSuffix();
  const colleague = { email: `advisor.${suffix}@example.in`, name: `Farida Khan ${suffix}` };
  const invite = await owner.request.post("/api/admin/staff/invites", { data: { email: colleague.email, role: "advisor" } });
  expect(invite.status(), await invite.text()).toBe(201);
  const token = new URLSearchParams(new URL(((await invite.json()) as { link: string }).link).hash.slice(1)).get("token");
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...headers, Origin: new URL(baseURL ?? "").origin } });
  const accepted = await request.post("/api/admin/invitations/accept", { data: { token, name: colleague.name, password: `farida's passphrase ${suffix}` } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { ...colleague, id: ((await accepted.json()) as { id: number }).id, api: new Api(request) };
}

test.use({ locale: "en-IN", viewport: { width: 1366, height: 900 } });

test("the owner assigns a service line's inquiries and limits advisors; both survive a reload", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page, { allowFailedRequests: true });
  const ownerId = await colleagueId(api, ADMIN.email);
  try {
    await page.goto("/admin/settings");
    await expect(page.getByText("How new inquiries find the colleague who handles them.")).toBeVisible();
    const save = page.getByRole("button", { name: "Save lead desk settings" });
    const byService = page.getByRole("radio", { name: assignmentRuleLabels.by_service });
    const limit = page.getByRole("switch", { name: "Advisors see only the inquiries assigned to them" });
    await expect(save).toBeDisabled();
    await expect(page.getByText("Owners and managers always see every inquiry.")).toBeVisible();

    // The service lines' colleagues are asked for only under "By service line".
    const training = page.getByLabel("Corporate Training", { exact: true });
    await expect(training).toHaveCount(0);
    await byService.check();
    await expect(training).toHaveValue("");
    await training.selectOption(String(ownerId));
    await limit.click();
    await expect(limit).toBeChecked();
    await expect(save).toBeEnabled();

    // A colleague who no longer handles inquiries: the server's 422 is shown in the card.
    const refusal = "Each service line needs a colleague who handles inquiries, or nobody.";
    const stub = await stubApi(page, {
      endpoint: endpoints.admin["lead-desk"].settings,
      method: "$put",
      status: 422,
      json: { error: refusal, fieldErrors: { serviceOwners: refusal } },
    });
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: refusal })).toBeVisible();
    await expect(toast(page, "The lead desk settings could not be saved")).toBeVisible();
    await stub.remove();

    await save.click();
    await expect(toast(page, "Lead desk settings saved")).toBeVisible();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(byService).toBeChecked();
    await expect(training).toHaveValue(String(ownerId));
    await expect(page.getByLabel("Legal & Tax Consultancy", { exact: true })).toHaveValue("");
    await expect(limit).toBeChecked();

    // The limit off again, the service line kept.
    await limit.click();
    await expect(limit).not.toBeChecked();
    await save.click();
    await expect(toast(page, "Lead desk settings saved")).toBeVisible();
    await page.reload();
    await expect(byService).toBeChecked();
    await expect(training).toHaveValue(String(ownerId));
    await expect(limit).not.toBeChecked();
    expect(problems).toEqual([]);
  } finally {
    // Other tests create inquiries meanwhile: they get the defaults back.
    await put(api, "/api/admin/lead-desk/settings", DEFAULTS);
  }
});

test("the Stage, Assigned to and Follow-up filters narrow the inbox; the rows show stage, follow-up and assignee", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const colleague = await colleagueId(api, SETTINGS_ADMIN.email);
  const today = indiaToday();
  const yesterday = indiaToday(new Date(Date.now() - 24 * 60 * 60 * 1000));

  // Mine, qualified, to follow up today; nobody's, contacted, overdue; a colleague's, won (no follow-up counts).
  const mine = await contact(api, `Lead Mine ${suffix}`, `mine.${suffix}@example.in`);
  const nobodys = await contact(api, `Lead Nobody ${suffix}`, `nobody.${suffix}@example.in`);
  const theirs = await contact(api, `Lead Theirs ${suffix}`, `theirs.${suffix}@example.in`);
  const ownerId = await colleagueId(api, ADMIN.email);
  const lead = (i: Inquiry) => `/api/admin/inquiries/${i.id}`;
  await put(api, `${lead(mine)}/assignee`, { assigneeId: ownerId });
  await put(api, `${lead(mine)}/stage`, { stage: "qualified" });
  await put(api, `${lead(mine)}/follow-up`, { on: today, time: "10:30" });
  await put(api, `${lead(nobodys)}/assignee`, { assigneeId: null });
  await put(api, `${lead(nobodys)}/stage`, { stage: "contacted" });
  await put(api, `${lead(nobodys)}/follow-up`, { on: yesterday, time: null });
  await put(api, `${lead(theirs)}/assignee`, { assigneeId: colleague });
  await put(api, `${lead(theirs)}/stage`, { stage: "won", wonFee: 25000 });
  await put(api, `${lead(theirs)}/follow-up`, { on: yesterday, time: null });

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(suffix)}`);
  const row = (who: string) => page.getByRole("row", { name: new RegExp(`Lead ${who} ${suffix}`) });
  const shown = async (...who: string[]) => {
    await expect(page.getByText(`of ${who.length} inquir`, { exact: false })).toBeVisible();
    for (const name of ["Mine", "Nobody", "Theirs"]) await expect(row(name)).toHaveCount(who.includes(name) ? 1 : 0);
  };
  await shown("Mine", "Nobody", "Theirs");

  // The spec's columns first and unchanged, then the lead desk's; the tick box's column has no name.
  const headers = (await page.getByRole("columnheader").allInnerTexts()).map((h) => h.trim()).filter(Boolean);
  expect(headers).toEqual(COLUMNS);
  await expect(row("Mine").getByText("Qualified")).toBeVisible();
  await expect(row("Mine").getByText("Due today")).toHaveAttribute("title", "Follow-up due today at 10:30");
  await expect(cell(row("Mine"), "Assigned to")).toHaveText(ADMIN.email);
  await expect(row("Nobody").getByText("Contacted")).toBeVisible();
  await expect(row("Nobody").getByText("Overdue")).toHaveAttribute("title", /^Follow-up was due /);
  await expect(cell(row("Nobody"), "Assigned to")).toHaveText("—");
  await expect(row("Theirs").getByText("Won")).toBeVisible();
  // Won leaves the pipeline: its old follow-up is no longer due.
  await expect(row("Theirs").getByText(/Overdue|Due today/)).toHaveCount(0);

  await page.getByLabel("Stage").selectOption("qualified");
  await expect(page).toHaveURL(/stage=qualified/);
  await shown("Mine");
  await page.getByLabel("Stage").selectOption("");

  await page.getByLabel("Assigned to").selectOption({ label: "Mine" });
  await expect(page).toHaveURL(/assignee=me/);
  await shown("Mine");
  await page.getByLabel("Assigned to").selectOption({ label: "Unassigned" });
  await shown("Nobody");
  await page.getByLabel("Assigned to").selectOption(String(colleague));
  await shown("Theirs");
  await page.getByLabel("Assigned to").selectOption("");

  await page.getByLabel("Follow-up").selectOption({ label: "Due today" });
  await expect(page).toHaveURL(/followUp=today/);
  await shown("Mine");
  await page.getByLabel("Follow-up").selectOption({ label: "Overdue" });
  await shown("Nobody");
  await page.getByLabel("Follow-up").selectOption({ label: "Due or overdue" });
  await shown("Mine", "Nobody");
  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel("Follow-up")).toHaveValue("due");
  await shown("Mine", "Nobody");
  expect(problems).toEqual([]);
});

test("today's leads at a glance: New today, the time each arrived (IST), a number to call, a new lead's first stage and colleagues by name", async ({
  adminPage: page,
  api,
  playwright,
  baseURL,
  extraHTTPHeaders,
}) => {
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const name = `Lead Today ${suffix}`;
  await api.submitContact({ name, email: `today.${suffix}@example.in`, phone: "098930 12345", subject: "GST notice", message: "Please call us about a GST notice." });
  const [lead] = (await api.all<Inquiry & { createdAt: string }>("/api/admin/inquiries", `q=${encodeURIComponent(suffix)}`)).filter((i) => i.name === name);

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(suffix)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // Every column is on screen at 1366 px: none is hidden, the table scrolls sideways if it must.
  for (const header of ["Reference", "Phone", "Stage", "Assigned to"]) await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  // Under the date, the time it arrived, in India's time.
  await expect(cell(row, "Date")).toContainText(`${formatTime(lead.createdAt)} IST`);
  await expect(cell(row, "Date")).toContainText(/\d{1,2}:\d{2}\s(am|pm) IST/);
  await expect(row.getByRole("link", { name: "Call +91 98930 12345" })).toHaveAttribute("href", "tel:+919893012345");
  // A lead nobody has contacted is New on the desk, opened or not: never a dash.
  await expect(cell(row, "Status")).toHaveText("New");
  await expect(cell(row, "Stage")).toHaveText("New");

  const newToday = page.getByRole("button", { name: "New today" });
  await expect(newToday).toHaveAttribute("aria-pressed", "false");
  await newToday.click();
  const today = indiaToday();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]to=${today}(&|$)`));
  await expect(newToday).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("From", { exact: true })).toHaveValue(today);
  await expect(row).toBeVisible();
  await newToday.click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(newToday).toHaveAttribute("aria-pressed", "false");

  // A colleague with a name takes the lead and calls: the list and the timeline name them, not their address.
  const colleague = await namedColleague(api, playwright, baseURL, extraHTTPHeaders);
  try {
    await put(api, `/api/admin/inquiries/${lead.id}/assignee`, { assigneeId: colleague.id });
    await put(colleague.api, `/api/admin/inquiries/${lead.id}/stage`, { stage: "contacted" });
    await page.reload();
    await expect(cell(row, "Assigned to")).toHaveText(colleague.name);
    await expect(cell(row, "Stage")).toHaveText("Contacted");
    await row.getByRole("button", { name: `View inquiry from ${name}` }).click();
    const thread = page.getByRole("dialog", { name: "Inquiry Details" }).getByRole("list", { name: "Replies and notes, oldest first" });
    await expect(thread.getByRole("listitem").filter({ hasText: `Assigned to ${colleague.name}` })).toContainText(ADMIN.email);
    const call = thread.getByRole("listitem").filter({ hasText: "Stage: New → Contacted" });
    await expect(call).toContainText(colleague.name);
    await expect(call).not.toContainText(colleague.email);
  } finally {
    await colleague.api.request.dispose();
    expect((await api.request.delete(`/api/admin/staff/${colleague.id}`)).status()).toBe(200);
  }
  expect(problems).toEqual([]);
});

test("?person= shows one visitor's inquiries under a banner, and Show all inquiries removes it", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page);
  const suffix = uniqueSuffix();
  const email = `returning.${suffix}@example.in`;
  const first = await contact(api, `Returning First ${suffix}`, email);
  await api.submitContact({ name: `Returning Again ${suffix}`, email, subject: "Following up", message: "Writing again about our filings." });
  await contact(api, `Someone Else ${suffix}`, `else.${suffix}@example.in`);
  const row = (name: string) => page.getByRole("row", { name: new RegExp(`${name} ${suffix}`) });

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(suffix)}&person=${first.id}`);
  const banner = page.getByRole("status").filter({ hasText: "Showing every inquiry from the same person" });
  await expect(banner).toBeVisible();
  await expect(row("Returning First")).toBeVisible();
  await expect(row("Returning Again")).toBeVisible();
  await expect(row("Someone Else")).toHaveCount(0);

  await banner.getByRole("button", { name: "Show all inquiries" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page).not.toHaveURL(/person=/);
  await expect(row("Someone Else")).toBeVisible();
  await expect(row("Returning First")).toBeVisible();
  expect(problems).toEqual([]);
});
