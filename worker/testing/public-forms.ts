import { env } from "cloudflare:test";

/** A valid submission of each public JSON form, as the site's pages send it. */
export const PUBLIC_JSON_FORMS = {
  contact: {
    path: "/api/inquiries",
    json: { type: "contact", name: "Meera Joshi", email: "meera@example.in", phone: "", subject: "GST registration", message: "We need GST registration." },
  },
  enquiry: {
    path: "/api/inquiries",
    json: { type: "service_enquiry", name: "Arjun Patel", email: "arjun@example.com", service: "legal-consultancy", selectedOptions: ["GST Registration"] },
  },
  quote: {
    path: "/api/inquiries",
    json: { type: "quote", name: "Arjun Patel", email: "arjun@example.com", service: "legal-consultancy", subService: "gst-registration", selectedOptions: [], message: "Two states." },
  },
  newsletter: { path: "/api/subscribers", json: { email: "reader@example.in" } },
} as const;

export const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

/** A published opening to apply to; its slug. */
export async function publishOpening(slug: string): Promise<string> {
  await env.DB.prepare(
    `insert into jobs (title, slug, description, requirements, location, job_type, published) values ('GST Associate', ?, 'File GST returns.', 'B.Com', 'Bhopal', 'Full-time', 1)`,
  )
    .bind(slug)
    .run();
  return slug;
}

/** A job application's multipart body, with a real PDF résumé. */
export function applicationForm(fileName = "Kavya Rao CV.pdf"): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: "Kavya Rao", email: "kavya@example.in", phone: "+91 98930 11111", message: "Two years at a CA firm." })) {
    form.set(k, v);
  }
  form.set("resume", new File([PDF], fileName, { type: "application/pdf" }));
  return form;
}

/** How many rows the forms have stored and résumés R2 holds: what an outage must leave unchanged. */
export async function storedCounts() {
  const count = async (table: string) => (await env.DB.prepare(`select count(*) as n from ${table}`).first<{ n: number }>())?.n ?? 0;
  return {
    inquiries: await count("inquiries"),
    subscribers: await count("subscribers"),
    resumes: (await env.MEDIA.list({ prefix: "resumes/" })).objects.length,
  };
}
