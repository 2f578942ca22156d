CREATE TABLE `sub_service_fees` (
	`service_id` text NOT NULL,
	`sub_service_id` text NOT NULL,
	`fee_from` integer,
	`timeline` text,
	`note` text,
	`updated_by` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`service_id`, `sub_service_id`),
	FOREIGN KEY (`updated_by`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "sub_service_fees_key_check" CHECK((service_id || '/' || sub_service_id) in ('startup-msme-consulting/dpiit-registration', 'startup-msme-consulting/due-diligence', 'startup-msme-consulting/incubation-registration', 'startup-msme-consulting/government-funding', 'startup-msme-consulting/industry-experts', 'startup-msme-consulting/mentorship-programs', 'startup-msme-consulting/networking-opportunities', 'business-consultancy/strategic-planning', 'business-consultancy/market-analysis', 'business-consultancy/business-development', 'financial-consultancy/financial-management', 'financial-consultancy/risk-management', 'financial-consultancy/inventory-management', 'financial-consultancy/company-valuation', 'financial-consultancy/financial-reporting', 'financial-consultancy/loan-consultation', 'legal-consultancy/income-tax-compliance', 'legal-consultancy/gst-registration', 'legal-consultancy/gst-compliance', 'legal-consultancy/corporate-tax-compliance', 'corporate-training/skills-enhancement', 'corporate-training/entrepreneurship-training', 'corporate-training/leadership-programs', 'incubation-ecosystem/startup-india-registration', 'incubation-ecosystem/msme-compliance', 'incubation-ecosystem/incubation-registration', 'incubation-ecosystem/government-funding')),
	CONSTRAINT "sub_service_fees_fee_check" CHECK(fee_from is null or fee_from > 0)
);
