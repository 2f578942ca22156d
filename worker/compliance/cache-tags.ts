/** The cache tag of the compliance calendar's page and feed, which show the due dates staff extended. */
export const COMPLIANCE_CALENDAR_TAG = "compliance-calendar";
