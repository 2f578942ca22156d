import { expect, test, uniqueSuffix } from "./fixtures";

test("the inquiry panel calls the visitor and opens WhatsApp to a mobile, in international form, with a greeting naming the firm and the subject", async ({ adminPage: page, api }) => {
  const email = `ravi.${uniqueSuffix()}@example.in`;
  await api.submitContact({ name: "Ravi Mishra", email, phone: "098930 12345", subject: "Udyam registration", message: "Please call me." });
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;

  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByText("098930 12345")).toBeVisible();
  await expect(panel.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919893012345");
  const chat = panel.getByRole("link", { name: /WhatsApp/ });
  const greeting = 'Namaste Ravi, this is Vriddhi Business Solutions, writing about your message about "Udyam registration".';
  await expect(chat).toHaveAttribute("href", `https://wa.me/919893012345?text=${encodeURIComponent(greeting)}`);
  await expect(chat).toHaveAttribute("target", "_blank");
});

test("a landline gets a call link and no WhatsApp link", async ({ adminPage: page, api }) => {
  const email = `meena.${uniqueSuffix()}@example.in`;
  await api.submitContact({ name: "Meena Joshi", email, phone: "0522 400 1234", subject: "GST returns", message: "Our office line." });
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;

  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await expect(panel.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+915224001234");
  await expect(panel.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
});
