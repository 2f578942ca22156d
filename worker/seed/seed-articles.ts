import type { BlogCategory } from "#core/taxonomies/blog";

/** A blog article seeded into the blogs table. Content is trusted, hand-written HTML. */
export interface SeedArticle {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  /** One of the admin's eight, so editing a seeded post keeps its category. */
  category: BlogCategory;
  author: string;
  imageUrl: string;
  createdAt: string;
}

const startupFundingGuide = `
<p>Every founder eventually asks the same question: where will the money come from? In India, the options go far beyond pitching to venture capital funds. The right source depends on your stage, your sector and how much control you are willing to give up. This guide walks through the main routes, in roughly the order most startups meet them.</p>

<h2>Start with your stage, not the investor</h2>
<p>Funding follows evidence. At the idea stage you have little to show, so money usually comes from your own savings, family and friends, or grants. Once you have a prototype and early users, angel investors and government seed schemes become realistic. Venture capital typically arrives only when you can show traction, a large market and a business model that can scale.</p>

<h2>Bootstrapping and friends and family</h2>
<p>Bootstrapping keeps you in full control and forces discipline on spending. If you take money from friends and family, treat it professionally: issue shares or a properly documented instrument, agree the terms in writing and make sure the share issue is filed correctly with the Registrar of Companies. Informal arrangements cause problems later, when a professional investor examines your cap table.</p>

<h2>Government support for startups</h2>
<p>The first step is <strong>DPIIT recognition</strong> under Startup India. It is free, and it is the gateway to most central schemes. A private limited company, LLP or registered partnership firm can apply if it is no more than ten years old, its turnover has not exceeded ₹100 crore in any financial year and it is working on an innovative product, process or service, or a scalable business model. You apply online through the <a href="https://www.startupindia.gov.in">Startup India portal</a>.</p>
<p>Once recognised, look at these options:</p>
<ul>
<li><strong>Startup India Seed Fund Scheme (SISFS):</strong> up to ₹20 lakh as a grant for proof of concept, prototypes and product trials, and up to ₹50 lakh through convertible debentures or debt-linked instruments for market entry and scaling. The money is routed through selected incubators, and the scheme is generally meant for startups incorporated within the previous two years.</li>
<li><strong>Credit Guarantee Scheme for Startups (CGSS):</strong> guarantees loans given to recognised startups by banks, NBFCs and venture debt funds, so that you can borrow without pledging personal assets.</li>
<li><strong>Sector programmes:</strong> grants and support from DST's NIDHI programmes, BIRAC for biotechnology and MeitY for technology ventures, usually accessed through an incubator.</li>
<li><strong>State startup policies:</strong> most states, including Madhya Pradesh, offer incentives such as reimbursements, lease rental support and event assistance to startups registered under their policy.</li>
</ul>

<h2>Angel investors</h2>
<p>Angels are individuals, often successful entrepreneurs or senior professionals, who invest their own money at an early stage. Angels back people as much as ideas, so a credible team, a clear problem and early signs of demand matter more than polished projections. Expect to give up a meaningful but not controlling stake, and take care over valuation: raising too high a valuation too early can make the next round difficult.</p>

<h2>Venture capital</h2>
<p>Venture capital funds invest larger amounts in companies that can grow quickly and eventually return many times the investment. They will examine your market size, unit economics, growth rate and team closely. Many Indian funds are supported by the <strong>Fund of Funds for Startups</strong>, managed by <a href="https://www.sidbi.in">SIDBI</a>. Note that the Fund of Funds does not invest in startups directly: it commits capital to SEBI-registered Alternative Investment Funds, and those funds make the investments. Founders should approach the funds, not SIDBI.</p>

<h2>Debt: often overlooked by startups</h2>
<p>If you have steady revenue, debt can be cheaper than equity because you keep your shares. Micro and small enterprises registered on the Udyam portal can borrow without collateral under <a href="https://www.cgtmse.in">CGTMSE</a>, which guarantees loans made by member banks and NBFCs. MUDRA loans serve micro enterprises, while Stand-Up India supports greenfield enterprises set up by SC/ST and women entrepreneurs. Venture debt funds lend to startups that have already raised equity, usually to extend their runway between rounds.</p>

<h2>How to become investor-ready</h2>
<ol>
<li>Bring all ROC, GST and income tax filings up to date and make sure your cap table matches your statutory records.</li>
<li>Make sure the company owns its intellectual property, with written assignments from founders, employees and freelancers.</li>
<li>Prepare a concise pitch deck: problem, solution, market, traction, business model, competition, team and the use of funds.</li>
<li>Build a financial model with realistic assumptions and clear unit economics.</li>
<li>Organise a data room with incorporation documents, agreements, financial statements and registrations.</li>
<li>Get a valuation report in the form the law requires for your share issue before you allot shares.</li>
</ol>

<blockquote>Investors rarely reject a startup because of one weakness. They walk away when they find several small problems that suggest the founders are not on top of their business.</blockquote>

<h2>Common mistakes to avoid</h2>
<ul>
<li>Raising money without a clear plan for how it will be spent and what milestones it will achieve.</li>
<li>Signing a term sheet without understanding liquidation preferences, anti-dilution clauses and founder vesting.</li>
<li>Ignoring government schemes because the paperwork looks daunting; the money is non-dilutive and often well worth the effort.</li>
</ul>

<p>Funding is a means, not an end. Choose the source that fits your stage and goals, prepare thoroughly, and you will raise on better terms and in less time. If you would like help assessing your options or preparing an application, our team is happy to talk it through.</p>
`;

const digitalTransformation = `
<p>For most small businesses in India, "digital transformation" sounds like something for large corporations with IT departments and big budgets. In practice, it simply means using affordable digital tools to run your business with less manual effort, fewer errors and better information. A trader in Bhopal who moves from handwritten bills to GST-ready billing software, or a manufacturer in Pithampur who tracks stock on a shared system instead of registers, is already on the journey.</p>

<h2>Start with problems, not tools</h2>
<p>The most common mistake is buying software because a competitor has it or a salesperson was persuasive. Start instead by listing the problems that cost you time or money every week. Typical examples include:</p>
<ul>
<li>Invoices and GST returns that do not match, leading to lost input tax credit.</li>
<li>Customers who pay late because nobody follows up systematically.</li>
<li>Stock that runs out at the wrong time, or piles up unsold.</li>
<li>Enquiries that arrive on phone, WhatsApp and email and are forgotten.</li>
<li>Owners who cannot see sales, cash and dues without calling the accountant.</li>
</ul>
<p>Rank these by their impact on your business, and tackle the top two or three first.</p>

<h2>Five areas that pay back fastest</h2>

<h3>1. Accounting, billing and GST</h3>
<p>Cloud accounting and billing software that generates GST-compliant invoices, e-way bills and, where your turnover requires it, e-invoices is usually the best first investment. When sales and purchases are recorded once and flow into your returns, reconciliation with GSTR-2B becomes a routine monthly check rather than a year-end crisis.</p>

<h3>2. Payments and collections</h3>
<p>UPI has made digital payments universal. Add payment links or QR codes to your invoices, use a payment gateway if you sell online, and set up automatic reminders for overdue invoices. Faster collections improve cash flow more than almost any other change a small business can make.</p>

<h3>3. Customer management</h3>
<p>A simple CRM, or even a well-organised WhatsApp Business account with labels and quick replies, ensures every enquiry is recorded and followed up. Over time it tells you which products, regions and channels bring in your best customers.</p>

<h3>4. Inventory and operations</h3>
<p>Inventory software with reorder levels, barcode scanning and stock ageing reports reduces both stock-outs and dead stock. For manufacturers, even basic production planning and job tracking make delivery dates more reliable.</p>

<h3>5. Online presence and new channels</h3>
<p>A clear website and an up-to-date Google Business Profile help customers find and trust you. Depending on your business, online marketplaces, the <a href="https://ondc.org">Open Network for Digital Commerce (ONDC)</a> or the <a href="https://gem.gov.in">Government e-Marketplace (GeM)</a> can open new markets without the cost of building your own sales network.</p>

<h2>A practical roadmap</h2>
<ol>
<li><strong>Assess:</strong> map how work flows today, where the bottlenecks are and what data you already have.</li>
<li><strong>Prioritise:</strong> choose two or three changes with clear, measurable benefits.</li>
<li><strong>Select tools:</strong> prefer proven, India-ready software that handles GST and integrates with your bank and other systems. Ask for trial periods and references from businesses like yours.</li>
<li><strong>Train your team:</strong> a tool only works if people use it. Invest time in training, and appoint one person to own each system.</li>
<li><strong>Measure and expand:</strong> track the results, such as days taken to collect payment or hours spent on reconciliation, before moving to the next area.</li>
</ol>

<blockquote>Technology does not fix a broken process; it makes a broken process run faster. Simplify the process first, then digitise it.</blockquote>

<h2>Do not forget data security</h2>
<p>Going digital means your business holds more data about customers, employees and suppliers. The <strong>Digital Personal Data Protection Act, 2023</strong> places obligations on businesses that process personal data, including using it only for the purposes for which it was collected and protecting it with reasonable security safeguards. Practical steps include strong passwords and two-factor authentication, giving staff access only to what they need, regular backups and removing access promptly when people leave.</p>

<h2>Budgeting for the change</h2>
<p>Most tools used by small businesses are now sold as monthly subscriptions, which keeps upfront costs low. Budget not only for the software, but also for set-up, data migration and training, which are often where projects stall. A modest, well-implemented system delivers more value than an expensive one that nobody uses.</p>

<h2>Measuring success</h2>
<p>Decide in advance what success looks like. Useful measures include the time taken to close the books each month, the number of days customers take to pay, stock turnover, the share of enquiries converted into orders and the hours saved on manual work. Review them every quarter.</p>

<p>Digital transformation is not a single project but a series of sensible improvements. Start small, focus on the problems that matter most and build from there. If you would like an objective assessment of where technology can help your business, our team can help you plan the first steps.</p>
`;

const legalComplianceChecklist = `
<p>Founders are understandably focused on product, customers and funding. Compliance feels like paperwork that can wait. But missed filings in India attract late fees, interest and penalties that grow every day, and a poor compliance record can delay a funding round, a bank loan or even a large customer contract. The good news is that most obligations are predictable. With a checklist and a calendar, staying compliant becomes routine.</p>

<h2>At incorporation</h2>
<p>Whether you choose a private limited company or an LLP, the first few weeks set the foundation:</p>
<ol>
<li>Obtain PAN and TAN for the entity and open a bank account in its name.</li>
<li>For a company, file the declaration of commencement of business (INC-20A) within the time allowed, and appoint the first statutory auditor. For an LLP, file the LLP agreement with the Registrar within the prescribed time.</li>
<li>Register for GST if your turnover will cross the threshold or your business requires compulsory registration, for example inter-state supply of goods.</li>
<li>Register under your state's Shops and Establishments law and, in states such as Madhya Pradesh, for professional tax.</li>
<li>Complete Udyam registration to access MSME benefits, and apply for DPIIT recognition if you qualify as a startup.</li>
<li>Sign a founders' agreement and make sure all intellectual property is assigned to the entity.</li>
</ol>

<h2>Every month</h2>
<ul>
<li><strong>GST returns:</strong> GSTR-1 for outward supplies and GSTR-3B for the summary and tax payment. Smaller taxpayers may opt for the quarterly QRMP scheme but still pay tax monthly.</li>
<li><strong>TDS:</strong> deduct tax on salaries, rent, professional fees and contractor payments, and deposit it with the government every month.</li>
<li><strong>Payroll contributions:</strong> once registered, deposit provident fund and ESI contributions and file the related returns.</li>
<li><strong>Reconciliation:</strong> match your purchase register with GSTR-2B so you do not lose input tax credit.</li>
</ul>

<h2>Every quarter</h2>
<ul>
<li>File TDS returns (Form 24Q for salaries and 26Q for other payments) and issue TDS certificates.</li>
<li>Pay advance tax instalments if your tax liability for the year is expected to exceed the prescribed limit.</li>
<li>Hold board meetings as required by the Companies Act, and keep proper minutes.</li>
</ul>

<h2>Every year</h2>
<h3>For private limited companies</h3>
<ul>
<li>Get the accounts audited by a statutory auditor. This applies to every company, whatever its turnover.</li>
<li>Hold the annual general meeting within the time allowed after the financial year ends.</li>
<li>File financial statements in Form AOC-4 and the annual return in Form MGT-7 or MGT-7A with the Ministry of Corporate Affairs.</li>
<li>Complete director KYC as required, and file Form DPT-3 where you have taken deposits or specified loans.</li>
<li>File the income tax return in ITR-6, with a tax audit if your turnover exceeds the limits under Section 44AB.</li>
</ul>

<h3>For LLPs</h3>
<ul>
<li>File the annual return in Form 11 and the Statement of Account and Solvency in Form 8.</li>
<li>Have the accounts audited if turnover exceeds ₹40 lakh or partners' contribution exceeds ₹25 lakh.</li>
<li>File the income tax return in ITR-5.</li>
</ul>

<h3>For everyone</h3>
<ul>
<li>File the annual GST return (GSTR-9) where applicable.</li>
<li>Renew licences and registrations that carry an expiry date, including digital signature certificates.</li>
</ul>

<h2>Employment obligations</h2>
<p>As your team grows, new obligations apply. Provident fund registration applies once you employ 20 people, and ESI applies in notified areas once you employ 10 or more. If you have 10 or more employees, you must also constitute an Internal Committee under the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013. India's new labour codes consolidate many of these laws, so check the current thresholds and forms when you hire. Issue written appointment letters, keep attendance and wage records, and have a clear leave and expenses policy from the start.</p>

<h2>Contracts and intellectual property</h2>
<p>Good documents prevent disputes. Every startup should have, at a minimum, a founders' or shareholders' agreement, employment contracts with confidentiality and IP clauses, non-disclosure agreements for sensitive discussions, and written contracts with key customers and vendors. Register your trademark early. DPIIT-recognised startups receive rebates on patent and trademark fees, so there is little reason to delay.</p>

<h2>MSME protections worth knowing</h2>
<p>If you are a micro or small enterprise registered on Udyam, the MSMED Act requires buyers to pay you within the agreed period, which cannot exceed 45 days. Delayed payments attract compound interest at three times the bank rate notified by the RBI, and you can file a claim on the MSME Samadhaan portal. Under Section 43B(h) of the Income-tax Act, buyers can claim a deduction for such payments only when they pay on time, which gives you extra leverage.</p>

<blockquote>The cheapest compliance is the filing made on time. Late fees, interest and the effort of responding to notices almost always cost more.</blockquote>

<h2>Build a compliance calendar</h2>
<p>List every obligation that applies to your business, with its frequency and the person responsible. Review the calendar every month, keep copies of every filing and acknowledgement in one place, and respond to notices well before their deadlines. Official portals such as the <a href="https://www.gst.gov.in">GST portal</a>, the <a href="https://www.incometax.gov.in">income tax e-filing portal</a> and the <a href="https://www.mca.gov.in">MCA portal</a> publish due dates and any extensions.</p>

<p>Compliance requirements change regularly through notifications and budgets, so treat this checklist as a starting point rather than legal advice for your situation. If you would like a compliance health check or help setting up your calendar, our team can assist.</p>
`;

export const seedArticles: SeedArticle[] = [
  {
    id: "startup-funding-guide",
    title: "The Complete Guide to Startup Funding in India",
    slug: "startup-funding-guide",
    excerpt:
      "From bootstrapping and government schemes to angel investors, venture capital and collateral-free loans, how Indian founders can choose the right source of funding for their stage.",
    content: startupFundingGuide.trim(),
    category: "Finance",
    author: "Ananya Sharma",
    imageUrl: "/assets/blog/startup-funding-guide.jpg",
    createdAt: "2025-03-18T09:30:00.000Z",
  },
  {
    id: "digital-transformation-small-business",
    title: "Digital Transformation for Small Businesses: A Practical Roadmap",
    slug: "digital-transformation-small-business",
    excerpt:
      "Digital transformation is not only for large companies. Here is how Indian MSMEs can use affordable tools for billing, payments, customers and inventory, one step at a time.",
    content: digitalTransformation.trim(),
    category: "Technology",
    author: "Rohit Verma",
    imageUrl: "/assets/blog/digital-transformation-small-business.jpg",
    createdAt: "2025-06-10T09:30:00.000Z",
  },
  {
    id: "legal-compliance-checklist",
    title: "Essential Legal Compliance Checklist for Indian Startups",
    slug: "legal-compliance-checklist",
    excerpt:
      "The registrations and the monthly, quarterly and annual filings every Indian startup should track, from GST and TDS to ROC returns, labour laws and MSME protections.",
    content: legalComplianceChecklist.trim(),
    category: "Legal",
    author: "Priya Malviya",
    imageUrl: "/assets/blog/legal-compliance-checklist.jpg",
    createdAt: "2025-09-02T09:30:00.000Z",
  },
];
