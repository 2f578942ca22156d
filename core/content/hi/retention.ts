/** The default retention period in months: a number, the same in both languages. */
export { DEFAULT_RETENTION_MONTHS } from "../retention";
