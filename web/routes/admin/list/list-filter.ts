/** A select above a list that keeps the rows whose column equals the chosen value. */
export interface ListFilter {
  /** The column's id, also its search param. */
  column: string;
  label: string;
  options: readonly { value: string; label: string }[];
}
