import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { BlogInput } from "#core/schemas/blog";
import { blogCategories } from "#core/taxonomies/blog";
import { blogResource } from "../../data/blogs";

/** What a new translation takes from its English post. */
export interface TranslationStart {
  slug: string;
  /** Absent when the post's category is not one of the eight (a launch article's old one). */
  category?: BlogInput["category"];
  author: string;
}

const isCategory = (category: string): category is BlogInput["category"] => (blogCategories as readonly string[]).includes(category);

/**
 * A new translation starts from its English post: its slug with "-hindi" (a Hindi title gives no
 * Latin slug of its own), its category and its author, given to `start` once, as soon as the post
 * has loaded; each stays the admin's to change. `originalId`: the post chosen, on a new translation only.
 */
export function useStartFromOriginal(originalId: number | null, start: (values: TranslationStart) => void) {
  const { data: original } = useQuery({ ...blogResource.recordQuery(originalId ?? 0), enabled: originalId !== null });
  const started = useRef<number | null>(null);
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => {
    if (!original || started.current === original.id) return;
    started.current = original.id;
    latest.current({
      slug: `${original.slug}-hindi`.slice(0, 120),
      category: isCategory(original.category) ? original.category : undefined,
      author: original.author,
    });
  }, [original]);
}
