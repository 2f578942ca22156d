import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogContentImages } from "./tables";

/** The insert recording that a post owns an image in its body; for a batch. */
export function insertContentImage(db: Database, blogId: number, key: string) {
  return db.insert(blogContentImages).values({ blogId, key }).returning();
}

/** The R2 keys of every image uploaded into a post's body. */
export async function contentImageKeys(db: Database, blogId: number): Promise<string[]> {
  const rows = await db.select({ key: blogContentImages.key }).from(blogContentImages).where(eq(blogContentImages.blogId, blogId)).all();
  return rows.map((row) => row.key);
}
