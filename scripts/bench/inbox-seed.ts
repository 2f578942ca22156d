/**
 * Fills a D1 database for the inbox benchmark. The rows are generated inside SQLite by recursive
 * CTEs (one statement per 10,000 rows), so 100,000 inquiries cost a few statements, not 100,000
 * round trips, and the FTS5 triggers index each row as the app's own inserts would. The rows fill
 * the lead desk's columns too (stage, outcome, follow-up, first response, assignee, visitor keys),
 * in proportions a busy firm might see, so the dashboard's figures read realistic index ranges.
 */

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A VALUES list `(0, 'a'), (1, 'b')…` for a CTE of words picked by index. */
const words = (list: readonly string[]) => list.map((w, i) => `(${i}, ${quote(w)})`).join(", ");

const FIRST = ["Aarav", "Meera", "Kabir", "Asha", "Ravi", "Priya", "Vikram", "Neha", "Arjun", "Kavya", "Rohan", "Ishita", "Sanjay", "Pooja", "Anil", "Divya", "Manish", "Sneha", "Rahul", "Anjali"];
const LAST = ["Sharma", "Verma", "Joshi", "Rao", "Kumar", "Patel", "Gupta", "Singh", "Mehta", "Iyer", "Nair", "Reddy", "Chauhan", "Mishra", "Agarwal", "Desai", "Kulkarni", "Bose", "Saxena", "Tiwari"];
const DOMAINS = ["gmail.com", "yahoo.co.in", "rediffmail.com", "outlook.com", "traders.in", "industries.co.in", "startup.io", "foods.in"];
const OPENINGS = [
  "We are a small manufacturing unit in Bhopal",
  "Our family business has grown over the last three years",
  "I am starting a food processing venture",
  "We run a software services company with twelve employees",
  "Our textile shop is planning a second branch",
  "I am a chartered accountant looking for support for a client",
  "We are an agritech startup registered last year",
  "Our logistics firm works across Madhya Pradesh",
];
const NEEDS = [
  "and need help with GST registration and monthly returns.",
  "and would like a company valuation before bringing in an investor.",
  "and want to apply for DPIIT recognition and government funding.",
  "and need a loan proposal for a term loan from our bank.",
  "and are looking for leadership training for our managers.",
  "and need advice on income tax compliance for the current year.",
  "and want a market analysis before we expand to Indore.",
  "and need help with MSME registration and Udyam compliance.",
  "and would like to discuss inventory management and costing.",
  "and need a business plan for an incubation application.",
  "and want to understand risk management for export orders.",
  "and need support with ROC filings and board resolutions.",
];
const CLOSINGS = ["Please call me this week.", "Kindly share your fees.", "We can meet at your office.", "An email reply is best.", "Please suggest a time for a call."];
const SUBJECTS = ["GST notice", "Valuation enquiry", "Funding support", "Loan proposal", "Training programme", "Tax compliance", "Partnership", "General question"];
const SERVICES = ["Startup & MSME Consulting", "Business Consultancy", "Financial Consultancy", "Legal & Tax Consultancy", "Corporate Training", "Incubation Ecosystem"];
const SUBS = ["GST Registration", "Company Valuation", "Government Funding", "Loan Consultation", "Leadership Programs", "Market Analysis"];
const TYPES = ["contact", "service_enquiry", "quote", "job_application"];
const REFERRERS = ["https://www.google.com/search", "https://www.linkedin.com/feed/", "https://www.facebook.com/", "https://www.justdial.com/Bhopal/"];
const CAMPAIGNS = ["google", "newsletter", "whatsapp"];
const JOBS = ["Tax Associate", "Audit Assistant", "Business Analyst", "Content Writer", "Office Administrator"];

/** 100,000 × 10 minutes ≈ 23 months: every row is inside the default retention period. */
const MINUTES_APART = 10;

/** A word of `list` chosen by an SQL expression over the row number `n`. */
const pick = (cte: string, index: string) => `(select w from ${cte} where i = ${index})`;

const LOST_REASONS = ["price", "timing", "went_elsewhere", "no_response", "not_a_fit", "other"];

function inquiriesSql(from: number, to: number, total: number, assigneeIds: readonly number[]): string {
  // Three in four leads assigned, in turn to each of `assigneeIds`; nobody's when there are none.
  const assignee = assigneeIds.length === 0 ? "null" : `case (n / 4) % ${assigneeIds.length} ${assigneeIds.map((id, i) => `when ${i} then ${id}`).join(" ")} end`;
  // Each word is a scalar subquery on the row number, never a join: joined, SQLite may loop the
  // small word lists outside the 10,000 numbers.
  return `
with recursive seq(n) as (select ${from} union all select n + 1 from seq where n < ${to}),
  first(i, w) as (values ${words(FIRST)}),
  last(i, w) as (values ${words(LAST)}),
  domain(i, w) as (values ${words(DOMAINS)}),
  opening(i, w) as (values ${words(OPENINGS)}),
  need(i, w) as (values ${words(NEEDS)}),
  closing(i, w) as (values ${words(CLOSINGS)}),
  subject(i, w) as (values ${words(SUBJECTS)}),
  service(i, w) as (values ${words(SERVICES)}),
  sub(i, w) as (values ${words(SUBS)}),
  kind(i, w) as (values ${words(TYPES)}),
  reason(i, w) as (values ${words(LOST_REASONS)}),
  referrer(i, w) as (values ${words(REFERRERS)}),
  campaign(i, w) as (values ${words(CAMPAIGNS)}),
  generated(n, first, last, kind, status, age, h) as (
    select n, ${pick("first", `n % ${FIRST.length}`)}, ${pick("last", `(n / ${FIRST.length}) % ${LAST.length}`)},
      ${pick("kind", "case when n % 10 < 4 then 0 when n % 10 < 7 then 1 when n % 10 < 9 then 2 else 3 end")},
      -- Status by the tens digit, type by the units: every status occurs with every type.
      case when n > ${total} - 200 or (n / 10) % 10 < 2 then 'new' when (n / 10) % 10 < 7 then 'read' else 'replied' end,
      -- Minutes since the row came in, and a scrambled number the lead desk's columns are drawn from.
      (${total} - n) * ${MINUTES_APART}, (n * 7919) % 10007
    from seq
  ),
  -- The lead desk: a lead nobody has opened is New; of the others about a third are still open
  -- (contacted 20 %, qualified 12 %, proposal sent 10 %), 18 % won and 40 % lost. Job applications
  -- stay New, as the desk never moves them.
  staged(n, first, last, kind, status, age, h, stage, answered, email) as (
    select n, first, last, kind, status, age, h,
      case when kind = 'job_application' or status = 'new' then 'new'
        when h % 100 < 20 then 'contacted' when h % 100 < 32 then 'qualified' when h % 100 < 42 then 'proposal_sent'
        when h % 100 < 60 then 'won' else 'lost' end,
      -- Three in four opened leads have a first response: about 60 % of the leads.
      kind <> 'job_application' and status <> 'new' and h % 4 <> 0,
      lower(first) || '.' || lower(last) || n || '@' || ${pick("domain", `(n / 7) % ${DOMAINS.length}`)}
    from generated
  ),
  desk(n, first, last, kind, status, age, h, stage, email, minutes, follow_up) as (
    select n, first, last, kind, status, age, h, stage, email,
      -- Mostly within the working day, one in twenty two working days later.
      case when answered then 5 + (h % 97) * (1 + (h / 97) % 7) + case when (h / 7) % 20 = 0 then 1080 else 0 end end,
      -- Open leads of the last fortnight have one every other lead (from three days ago to ten
      -- days ahead); older open leads one in forty, all overdue.
      case when stage in ('contacted', 'qualified', 'proposal_sent') then
        case when age < 20160 and n % 2 = 0 then date('now', '+330 minutes', ((n / 2) % 14 - 3) || ' days')
          when n % 40 = 0 then date('now', '+330 minutes', '-' || (1 + (n / 40) % 60) || ' days') end end
    from staged
  )
insert into inquiries (name, email, phone, type, status, subject, message, service, job_id, referrer, utm_source, created_at,
  assignee_id, stage, lost_reason, won_fee, closed_at, follow_up_on, follow_up_time, first_response_at, first_response_minutes, email_key, phone_key)
select
  first || ' ' || last,
  email,
  case when n % 3 = 0 then null else '+91 9' || printf('%04d', n % 10000) || ' ' || printf('%05d', (n * 7919) % 100000) end,
  kind,
  status,
  case when kind = 'contact' then ${pick("subject", `(n / 5) % ${SUBJECTS.length}`)} end,
  ${pick("opening", `(n / 3) % ${OPENINGS.length}`)} || ' ' || ${pick("need", `(n * 7) % ${NEEDS.length}`)} || ' ' || ${pick("closing", `(n / 11) % ${CLOSINGS.length}`)},
  case kind
    when 'service_enquiry' then ${pick("service", `(n / 13) % ${SERVICES.length}`)}
    when 'quote' then ${pick("sub", `(n / 17) % ${SUBS.length}`)} || ' — ' || ${pick("service", `(n / 13) % ${SERVICES.length}`)}
  end,
  -- The five bench jobs were inserted together, so their ids are consecutive.
  case when kind = 'job_application' then (select min(id) from jobs where slug like 'bench-job-%') + n % ${JOBS.length} end,
  -- Four in ten came from another site, one in eight from a campaign: the dashboard's sources.
  case when h % 10 < 4 then ${pick("referrer", `(n / 11) % ${REFERRERS.length}`)} end,
  case when (h / 10) % 8 = 0 then ${pick("campaign", `(n / 19) % ${CAMPAIGNS.length}`)} end,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || age || ' minutes'),
  -- A quarter unassigned, the rest shared in turn among the colleagues given.
  case when n % 4 <> 0 then ${assignee} end,
  stage,
  case when stage = 'lost' then ${pick("reason", `(n / 3) % ${LOST_REASONS.length}`)} end,
  case when stage = 'won' then 5000 * (1 + h % 60) end,
  -- Closed up to 45 days after the lead came in, never in the future.
  case when stage in ('won', 'lost') then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || max(0, age - (1 + h % 45) * 1440) || ' minutes') end,
  follow_up,
  case when follow_up is not null and n % 3 = 0 then '10:30' end,
  -- Answered some wall-clock time after the working minutes (nights, Sundays); every answered row
  -- is older than the 200 newest, so no answer lies in the future.
  case when minutes is not null then strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (age - minutes - (h % 5) * 60) || ' minutes') end,
  minutes,
  email,
  case when n % 3 = 0 then null else '+919' || printf('%04d', n % 10000) || printf('%05d', (n * 7919) % 100000) end
from desk`;
}

function postsSql(count: number): string {
  return `
with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count}),
  category(i, w) as (values ${words(["Business Strategy", "Finance", "Startups", "Legal", "Marketing", "Technology", "Leadership", "Operations"])})
insert into blogs (title, slug, content, excerpt, category, author, published, created_at, updated_at)
select
  'Notes for growing businesses, part ' || n,
  'bench-post-' || n,
  '<p>Practical guidance for Indian MSMEs, part ' || n || '.</p>',
  'Practical guidance for Indian MSMEs.',
  (select w from category where i = n % 8),
  'Vriddhi Editorial Team',
  n % 4 <> 0,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${count} - n) || ' hours'),
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${count} - n) || ' hours')
from seq`;
}

/**
 * Five job listings, `posts` posts and `inquiries` inquiries, batched by 10,000; three in four
 * leads are assigned, in turn, to the admins of `assigneeIds` (already in the database), the rest
 * to nobody.
 */
export async function seedInbox(db: D1Database, inquiries: number, posts: number, assigneeIds: readonly number[] = []): Promise<void> {
  await db.batch(
    JOBS.map((title, i) =>
      db
        .prepare("insert into jobs (title, slug, description, requirements, location, job_type, published) values (?, ?, 'Described.', 'Required.', 'Bhopal', 'Full-time', 1)")
        .bind(title, `bench-job-${i}`),
    ),
  );
  await db.prepare(postsSql(posts)).run();
  const STEP = 10_000;
  for (let from = 1; from <= inquiries; from += STEP) {
    await db.prepare(inquiriesSql(from, Math.min(inquiries, from + STEP - 1), inquiries, assigneeIds)).run();
  }
}
