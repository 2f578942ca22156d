import { mkdirSync } from "node:fs";
import { crc32, deflateSync } from "node:zlib";
import { subServiceAnswers } from "../../core/content/sub-service-answers";
import { PLAIN_PDF } from "../../worker/testing/documents";
import { expect, test, uniqueSuffix } from "./fixtures";

const gst = subServiceAnswers["legal-consultancy"]["gst-registration"];
const documents = "documents" in gst ? gst.documents : [];
const SHOTS = "/tmp/shots-53";

/** A real PNG a browser draws (a pale certificate-coloured page with a dark band), for the output's preview. */
function certificatePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.1 && y < height * 0.18;
    for (let x = 0; x < width; x++) rows.set(band ? [30, 41, 99] : [250, 247, 236], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows)), chunk("IEND", Buffer.alloc(0))]);
}

test.use({ viewport: { width: 1366, height: 900 } });

test("staff win a lead, open its case with GST registration's documents, and work it: an item added, one received with a file, one sent back, a step ticked with an ARN, an output attached", async ({ adminPage: page, api }) => {
  const email = `sunita.${uniqueSuffix()}@example.in`;
  const res = await api.request.post("/api/inquiries", {
    data: { type: "quote", name: "Sunita Rawat", email, phone: "98260 44556", service: "legal-consultancy", subService: "gst-registration", selectedOptions: [], message: "", website: "", sourcePage: "/services/legal-consultancy/gst-registration" },
  });
  expect(res.status()).toBe(201);
  const inquiry = (await api.inquiries(email)).find((i) => i.email === email)!;

  // Won, then the case opened from the lead's panel.
  await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
  const panel = page.getByRole("dialog", { name: "Inquiry Details" });
  await panel.getByLabel("Stage").selectOption("won");
  await panel.getByLabel("Fee agreed (₹)").fill("3499");
  await panel.getByRole("button", { name: "Update Stage" }).click();
  await expect(page.getByText("Stage updated")).toBeVisible();
  await panel.getByRole("link", { name: "Open case" }).click();
  await expect(page.getByRole("heading", { name: "Open a Case" })).toBeVisible();
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("gst-registration");
  await page.getByRole("button", { name: "Open case" }).click();

  await expect(page.getByRole("heading", { name: "Sunita Rawat" })).toBeVisible();
  await expect(page.getByText("GST Registration", { exact: true })).toBeVisible();
  const items = page.getByTestId("case-item");
  await expect(items).toHaveCount(documents.length);
  for (const [i, label] of documents.entries()) await expect(items.nth(i)).toContainText(label);
  await expect(items.filter({ hasText: "Aadhaar" }).first()).toContainText("A masked Aadhaar is enough");

  // An item of staff's own.
  await page.getByLabel("Ask for another document").fill("Rent agreement of the office");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Document added to the checklist")).toBeVisible();
  await expect(items).toHaveCount(documents.length + 1);
  await expect(items.last()).toContainText("Rent agreement of the office");

  // The first received, with a file staff upload (the client sent it on WhatsApp).
  await page.getByLabel(`Upload a file for ${documents[0]}`).setInputFiles({ name: "PAN card.pdf", mimeType: "application/pdf", buffer: Buffer.from(PLAIN_PDF) });
  await expect(page.getByText("File stored; the document is marked received")).toBeVisible();
  await expect(items.first()).toContainText("Received");
  await expect(items.first().getByRole("link", { name: "PAN card.pdf (opens the PDF)" })).toHaveAttribute("target", "_blank");
  await expect(items.first().getByRole("link", { name: "Download PAN card.pdf" })).toHaveAttribute("href", /download=1$/);

  // The photograph sent back, with the reason the client will see.
  const photo = items.nth(2);
  await photo.getByRole("button", { name: "Send back" }).click();
  await photo.getByRole("button", { name: "Send back" }).last().click();
  await expect(photo.getByText("Say why another copy is needed: the client sees this.")).toBeVisible();
  await photo.getByLabel("Why another copy is needed (the client sees this)").fill("The photograph is blurred; please send a clear passport-size photo.");
  await photo.getByRole("button", { name: "Send back" }).last().click();
  await expect(photo).toContainText("Needs another copy");
  await expect(photo).toContainText("Sent back: The photograph is blurred; please send a clear passport-size photo.");

  // Step 3 (filed on the portal) ticked with its ARN.
  const steps = page.getByTestId("case-step");
  await expect(steps).toHaveCount(gst.steps.length);
  await steps.nth(2).getByRole("button", { name: "Mark done step 3" }).click();
  await steps.nth(2).getByLabel("Reference").fill("AA2311260123456");
  await steps.nth(2).getByRole("button", { name: "Save step" }).click();
  await expect(steps.nth(2)).toContainText("Ref. AA2311260123456");
  await expect(steps.nth(2).getByLabel("Done", { exact: true })).toBeVisible();

  // The registration certificate attached to the last step.
  await page.getByLabel("For", { exact: true }).selectOption({ index: gst.steps.length });
  await page.getByLabel("Attach an output file").setInputFiles({ name: "GST REG-06.png", mimeType: "image/png", buffer: certificatePng(620, 877) });
  await expect(page.getByText("Output attached for the client")).toBeVisible();
  await expect(page.getByTestId("case-output")).toContainText(`Step ${gst.steps.length}`);
  await expect(steps.last().getByRole("img", { name: "GST REG-06.png" })).toBeVisible();

  // The timeline, newest first.
  await expect(page.getByText(/marked done: “We file it on the GST portal/)).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/case-1366.png`, fullPage: true });
  await expect(steps.last().getByRole("img", { name: "GST REG-06.png" })).toHaveJSProperty("complete", true);
  expect(await steps.last().getByRole("img", { name: "GST REG-06.png" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(620);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/case-360.png`, fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/case-360-top.png` });
  for (const [name, heading] of [["checklist", "Checklist"], ["steps", "Steps"], ["outputs", "What We Send Back"], ["timeline", "Notes and Timeline"]] as const) {
    await page.locator(".ui-card").filter({ has: page.getByRole("heading", { name: heading, exact: true }) }).first().screenshot({ path: `${SHOTS}/case-360-${name}.png` });
  }
  await page.goto("/admin/cases");
  await expect(page.getByRole("link", { name: "Sunita Rawat" }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cases-list-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/cases-list-1366.png`, fullPage: true });

  // The dashboard card the case feature declares: whose turn the documents are.
  await page.goto("/admin/dashboard");
  const card = page.getByRole("group", { name: "Open Cases" });
  await expect(card.getByText("Waiting on us")).toBeVisible();
  await expect(card.getByRole("link", { name: "At step 1" })).toBeVisible();
  await card.screenshot({ path: `${SHOTS}/dashboard-card-1366.png` });
});
