/**
 * The admin API sends and accepts every publishable record's heading as `title`: the admin's list,
 * editor and slug field read that one key, and the API keeps its shapes. The column holding it is
 * the resource's `displayField`: a post's and a job's `title`, a person's `name`. These two
 * functions are the one place the kit maps between that column and the key on the wire.
 */
export type Sent<R, D extends PropertyKey> = Omit<R, D> & { title: D extends keyof R ? R[D] : never };

/** The same entries, one key renamed in its place (so a post's JSON keeps its key order). */
const renamed = (record: object, from: PropertyKey, to: string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key === from ? to : key, value]));

/** A row (or a listed row) as the API sends it. */
export const toSent = <R extends object, D extends PropertyKey>(row: R, displayField: D) => renamed(row, displayField, "title") as Sent<R, D>;

/** Input as the API received it, its `title` under the display field's name. */
export const fromSent = <R extends object, D extends string>(input: Sent<R, D>, displayField: D) => renamed(input, "title", displayField) as R;
