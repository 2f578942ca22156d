import { expect, test, watchConsole } from "./fixtures";

test("the home page arrives server-rendered with its heading in the first response", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Business Solution Services/);
  expect(html).toContain("<title>Business Solution Services</title>");
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("the home page loads without errors and its Services menu opens", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Business Solution Services" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.locator("summary", { hasText: "Services" }).click();
  await expect(nav.locator("details")).toHaveAttribute("open", "");
  expect(problems).toEqual([]);
});

test("an unknown path answers 404 with the not-found page", async ({ page, request }) => {
  const res = await request.get("/this-page-does-not-exist");
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain("Oops! Page not found");

  await page.goto("/this-page-does-not-exist");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
