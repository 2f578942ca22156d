import { describe, expect, it } from "vitest";
import { activityRecordTypes } from "#core/schemas/list-query";
import { adminFeatures } from "./admin-features";
import { activityWords } from "./routes/admin/activity/describe-activity";
import type { ActivityEntry } from "./routes/admin/data/activity";

const entry = (action: string, more: Partial<ActivityEntry> = {}): ActivityEntry => ({
  action,
  actor: "Asha",
  recordType: action.split(".")[0]!,
  recordId: 7,
  label: null,
  detail: null,
  ...more,
});

describe("the admin's composition (web/admin-features.ts)", () => {
  it("gives the sidebar the spec's entries in the spec's order, the later ones after them as before, and Settings last", () => {
    const labels = adminFeatures.flatMap((feature) => (feature.nav ? [feature.nav.label] : []));
    const spec = ["Dashboard", "Blog Posts", "Job Listings", "Inquiries", "Settings"];
    expect(labels.filter((label) => spec.includes(label))).toEqual(spec);
    expect(labels).toEqual([
      "Dashboard",
      "Blog Posts",
      "Job Listings",
      "People",
      "Inquiries",
      "Cases",
      "Subscribers",
      "Services & Fees",
      "Compliance Calendar",
      "Activity",
      "Privacy",
      "Settings",
    ]);
  });

  it("routes each path once", () => {
    const paths = adminFeatures.flatMap((feature) => (feature.screens ?? []).map((screen) => screen.path));
    expect(paths.length).toBeGreaterThan(10);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("words each action once, and names every record type the Activity screen filters by", () => {
    const actions = adminFeatures.flatMap((feature) => Object.keys(feature.activity?.sentences ?? {}));
    expect(actions.filter((action, i) => actions.indexOf(action) !== i)).toEqual([]);
    const { recordChoices } = activityWords(adminFeatures);
    expect(recordChoices.map((choice) => choice.value)).toEqual([...activityRecordTypes]);
    expect(recordChoices.filter((choice) => choice.label === choice.value)).toEqual([]);
  });

  it("reads the trail in the features' words, and an action no feature words as its verb and record", () => {
    const { describeActivity, describeAction, actionChoices } = activityWords(adminFeatures);
    expect(describeActivity(entry("post.emailed", { label: "GST basics", detail: { recipients: 40, scheduled: true } }))).toBe(
      "Asha emailed blog post “GST basics” to 40 subscribers as scheduled",
    );
    expect(describeAction(entry("admin.role_changed", { label: "ravi@example.in", detail: { from: "editor", to: "manager" } }))).toBe(
      "changed the role of ravi@example.in from Editor to Manager",
    );
    expect(describeAction(entry("privacy.erased", { detail: { inquiries: 2, resumes: 1, subscriptions: 1, complianceReminders: 1, auditMentions: 3 } }))).toBe(
      "erased what was held about one email address on a privacy request (2 inquiries, 1 résumé, 1 subscription, 1 compliance reminder sign-up)",
    );
    expect(describeAction(entry("privacy.searched", { detail: {} }))).toBe(
      "looked up what was held about one email address or phone number on a privacy request (nothing was held)",
    );
    expect(describeAction(entry("data.exported", { detail: { counts: { inquiries: 12000, blogs: 345 } } }))).toBe("exported all the data: 12,345 rows from 2 tables");
    expect(describeAction(entry("job.published", { detail: { scheduled: true } }))).toBe("published job listing #7 as scheduled");
    expect(describeActivity(entry("person.image_changed", { actor: null, label: "Meera Joshi" }))).toBe("Someone changed the image of team member “Meera Joshi”");
    // The "Action" filter: grouped by record type in the API's order, sign-ins first.
    expect(actionChoices.slice(0, 2).map((choice) => choice.value)).toEqual(["admin.signed_in", "admin.sign_in_failed"]);
    expect(actionChoices.slice(-2).map((choice) => choice.value)).toEqual(["privacy.erased", "data.exported"]);
  });
});
