import { ADMIN } from "./accounts";
import { expect, test, toast, uniqueSuffix, watchConsole } from "./fixtures";
import { endpoints, stubApi } from "./api-stubs";

test("the admin replies to an inquiry from its panel and sees the thread", async ({ adminPage: page, api }) => {
  const problems = watchConsole(page, { allowFailedRequests: true });
  const suffix = uniqueSuffix();
  const email = `kavita.${suffix}@example.in`;

  // The visitor writes through the contact page, so the inquiry knows the page it came from.
  await page.goto("/contact");
  await page.getByLabel(/^Full Name/).fill(`Kavita Rao ${suffix}`);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Subject/).fill("Trademark for our bakery brand");
  await page.getByLabel(/^Message/).fill("Can you register our brand name as a trademark?\nWe sell in Bhopal and Indore.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible();
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;

  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByRole("link", { name: /\/contact$/ })).toHaveAttribute("href", /^http:\/\/localhost:\d+\/contact$/);
  // Replies go out from here: Reply via Email opens the reply box in the panel, ready for typing.
  await expect(panel.getByText("No replies or notes yet.")).toBeVisible();
  const box = panel.getByLabel("Your Reply");
  await expect(box).toHaveCount(0);
  await panel.getByRole("button", { name: "Reply via Email" }).click();
  await expect(box).toBeFocused();
  await expect(panel.getByText(`To ${email} · Subject: Re: Trademark for our bakery brand.`)).toBeVisible();
  // The box starts with the greeting and sign-off in the visitor's language: the staff write the middle.
  const starter = "Dear Kavita,\n\n\n\nKind regards,\nVriddhi Business Solutions";
  await expect(box).toHaveValue(starter);

  await panel.getByRole("button", { name: "Send Reply" }).click();
  await expect(panel.getByText("Write your reply first")).toBeVisible();
  await expect(box).toBeFocused();

  // A send that fails says so and keeps the draft.
  const draft = "Yes. We will first search the register for similar marks.\nIt takes about a week.";
  await box.fill(draft);
  const refusal = await stubApi(page, {
    endpoint: endpoints.admin.inquiries[":id"].replies,
    method: "$post",
    param: { id: String(inquiry.id) },
    status: 502,
    json: { error: "The reply could not be sent. Your text is kept; please try again in a few minutes." },
  });
  await panel.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply not sent")).toContainText("Your text is kept");
  await expect(box).toHaveValue(draft);
  await refusal.remove();

  await panel.getByRole("button", { name: "Send Reply" }).click();
  await expect(toast(page, "Reply sent")).toBeVisible();
  await expect(box).toHaveValue(starter);
  await expect(panel.getByText("Replied", { exact: true })).toBeVisible();
  await box.fill("Please send us your logo as a PNG file.");
  await panel.getByRole("button", { name: "Send Reply" }).click();
  await expect(box).toHaveValue(starter);
  // A private note joins the thread; nothing is mailed for it.
  await panel.getByLabel("Private Note").fill("Called her on Monday; she will send the logo this week.");
  await panel.getByRole("button", { name: "Add Note" }).click();
  await expect(toast(page, "Note saved")).toBeVisible();

  // The thread survives a reload, oldest first, each reply with its sender.
  await page.reload();
  const thread = page.getByRole("dialog", { name: "Inquiry Details" }).getByRole("list", { name: "Replies and notes, oldest first" });
  await expect(thread.getByRole("listitem")).toHaveCount(3);
  await expect(thread.getByRole("listitem").nth(0)).toContainText("Yes. We will first search the register for similar marks.");
  await expect(thread.getByRole("listitem").nth(0)).toContainText(ADMIN.email);
  await expect(thread.getByRole("listitem").nth(1)).toContainText("Please send us your logo as a PNG file.");
  await expect(thread.getByRole("listitem").nth(2)).toContainText("Private note");
  await expect(thread.getByRole("listitem").nth(2)).toContainText("Called her on Monday");
  expect((await api.inquiries(email)).find((i) => i.id === inquiry.id)?.status).toBe("replied");
  expect(problems).toEqual([]);
});

test("the inquiry panel offers the spec's five actions with mail on and with mail off", async ({ adminPage: page, api }) => {
  const suffix = uniqueSuffix();
  const email = `anil.${suffix}@example.in`;
  await api.submitContact({ name: `Anil Verma ${suffix}`, email, subject: "Udyam registration", message: "Is our bakery eligible?" });
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  const fiveActions = async (reply: "button" | "link") => {
    for (const name of ["Mark as Read", "Mark as Replied", "Delete Inquiry", "Close"]) {
      await expect(panel.getByRole("button", { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole(reply, { name: "Reply via Email" })).toBeVisible();
  };

  // The test server mails: Reply via Email opens the reply box.
  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  await fiveActions("button");
  await panel.getByRole("button", { name: "Reply via Email" }).click();
  await expect(panel.getByLabel("Your Reply")).toBeFocused();

  // As on a site without MAIL_FROM: the same five, Reply via Email a mail link, and no reply box.
  await stubApi(page, { endpoint: endpoints.admin["mail-status"], method: "$get", json: { notifications: false, replies: false } });
  await page.reload();
  await fiveActions("link");
  await expect(panel.getByRole("link", { name: "Reply via Email" })).toHaveAttribute("href", new RegExp(`^mailto:${email.replace(/\./g, "\\.")}\\?subject=Re%3A`));
  await expect(panel.getByLabel("Your Reply")).toHaveCount(0);
});

test("a call-back without an email: the inbox says No email given and Reply via Email is disabled", async ({ adminPage: page, api }) => {
  const name = `Nisha Callback ${uniqueSuffix()}`;
  await api.submitCallback({ name, phone: "+91 98260 44444" });
  const inquiry = (await api.inquiries(name)).find((i) => i.name === name)!;
  expect(inquiry).toMatchObject({ type: "callback", email: null });

  await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell", { name: "Callback", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "No email given", exact: true })).toBeVisible();

  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByText("Callback", { exact: true })).toBeVisible();
  await expect(panel.getByRole("link", { name: /@/ })).toHaveCount(0);
  const reply = panel.getByRole("button", { name: "Reply via Email" });
  await expect(reply).toBeDisabled();
  await expect(reply).toHaveAccessibleDescription("No email given");
  await expect(panel.getByText("No email given")).toHaveCount(2);
  await expect(panel.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+919826044444");
  // The other four actions are as for any inquiry.
  for (const action of ["Mark as Read", "Mark as Replied", "Delete Inquiry", "Close"]) {
    await expect(panel.getByRole("button", { name: action, exact: true })).toBeVisible();
  }
  await expect(panel.getByRole("button", { name: "Delete Inquiry" })).toBeEnabled();
  await expect(panel.getByLabel("Your Reply")).toHaveCount(0);
});

test("the dashboard says when notifications are off and how to turn them on", async ({ adminPage: page }) => {
  // The test server mails (MAIL_FROM and NOTIFY_TO are set): no notice.
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("group", { name: "Total Inquiries", exact: true })).toContainText(/\d/);
  await expect(page.getByRole("region", { name: "Email notifications are off" })).toHaveCount(0);

  // As on a site where they are not set.
  await stubApi(page, { endpoint: endpoints.admin["mail-status"], method: "$get", json: { notifications: false, replies: false } });
  await page.reload();
  const notice = page.getByRole("region", { name: "Email notifications are off" });
  await expect(notice).toContainText("set NOTIFY_TO to the staff addresses");
  await expect(notice).toContainText("MAIL_FROM");
});
