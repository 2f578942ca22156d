import { ADMIN } from "./accounts";
import { expect, test, uniqueSuffix } from "./fixtures";

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test("a lead is assigned, logged as contacted on WhatsApp, won at the service's fee and given a follow-up; the thread shows each step", async ({ adminPage: page, api }) => {
  await api.setFee("legal-consultancy", "gst-registration", { feeFrom: 2999, timeline: "7 working days", note: null });
  const email = `kiran.${uniqueSuffix()}@example.in`;
  const res = await api.request.post("/api/inquiries", {
    data: { type: "quote", name: "Kiran Verma", email, phone: "98930 12345", service: "legal-consultancy", subService: "gst-registration", selectedOptions: [], message: "", website: "", sourcePage: "/services/legal-consultancy/gst-registration" },
  });
  expect(res.status()).toBe(201);
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;
  const staff = (await (await api.request.get("/api/admin/lead-desk/staff")).json()) as { id: number; name: string; email: string }[];
  const me = staff.find((s) => s.email === ADMIN.email)!;

  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByText("Not answered yet.")).toBeVisible();

  await panel.getByLabel("Assigned to").selectOption(String(me.id));
  await expect(page.getByText(`Assigned to ${me.name}`).first()).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: `Assigned to ${me.name}` })).toBeVisible();

  await panel.getByRole("button", { name: "Log a WhatsApp Chat" }).click();
  await panel.getByLabel("How it went (optional)").fill("Sent the list of documents.");
  await panel.getByRole("button", { name: "Yes, Record It" }).click();
  await expect(page.getByText("WhatsApp chat recorded")).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "Contacted by WhatsApp" })).toContainText("Sent the list of documents.");
  await expect(panel.getByText(/^First answered/)).toBeVisible();

  await panel.getByLabel("Stage").selectOption("won");
  await expect(panel.getByLabel("Fee agreed (₹)")).toHaveValue("2999");
  await panel.getByLabel("Fee agreed (₹)").fill("3,499");
  await panel.getByRole("button", { name: "Update Stage" }).click();
  await expect(page.getByText("Stage updated")).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "Stage: New → Won, ₹3,499" })).toBeVisible();

  await panel.getByLabel("Follow up on").fill(indiaToday());
  await panel.getByLabel("At (IST, optional)").fill("16:30");
  await panel.getByRole("button", { name: "Set Follow-up" }).click();
  await expect(page.getByText("Follow-up set")).toBeVisible();
  // A won lead needs no chasing: the follow-up stays but is not flagged as due.
  await expect(panel.getByText("The follow-up is due today.")).toHaveCount(0);
  await panel.getByLabel("Stage").selectOption("proposal_sent");
  await panel.getByRole("button", { name: "Update Stage" }).click();
  await expect(panel.getByText("The follow-up is due today.")).toBeVisible();
});

test("Lost asks why before it is saved", async ({ adminPage: page, api }) => {
  const email = `lata.${uniqueSuffix()}@example.in`;
  await api.submitContact({ name: "Lata Iyer", email, subject: "Company registration", message: "What would it cost?" });
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;
  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await panel.getByLabel("Stage").selectOption("lost");
  await panel.getByRole("button", { name: "Update Stage" }).click();
  await expect(panel.getByText("Choose why the lead was lost.")).toBeVisible();
  await panel.getByLabel("Why was it lost?").selectOption("price");
  await panel.getByRole("button", { name: "Update Stage" }).click();
  await expect(panel.getByRole("listitem").filter({ hasText: "Stage: New → Lost (Price)" })).toBeVisible();
});

test("a returning visitor's earlier inquiries show in the panel and open from it", async ({ adminPage: page, api }) => {
  const suffix = uniqueSuffix();
  const email = `farhan.${suffix}@example.in`;
  await api.submitContact({ name: "Farhan Ali", email, subject: `Trademark ${suffix}`, message: "First question." });
  await api.submitContact({ name: "Farhan Ali", email: email.toUpperCase(), subject: `Payroll ${suffix}`, message: "Second question." });
  const [newer, older] = await api.inquiries(suffix);
  expect(newer.subject).toBe(`Payroll ${suffix}`);

  await page.goto(`/admin/inquiries?inquiry=${newer.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  const earlier = panel.getByRole("region", { name: "Also from this person (1)" });
  await expect(earlier).toBeVisible();
  await earlier.getByRole("link", { name: `Trademark ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`inquiry=${older.id}`));
  await expect(panel.getByText("First question.")).toBeVisible();
});
