/** "blog post" → "Blog Post": headings and buttons worded from a resource's names. */
export const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());
