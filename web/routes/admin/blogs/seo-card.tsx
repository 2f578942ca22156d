import type { ChangeEvent } from "react";
import { pageTitle } from "#core/content/site";
import { SEO_DESCRIPTION_SHOWN, SEO_TITLE_SHOWN } from "#core/schemas/blog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

type TextProps = { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void };

interface SeoCardProps {
  metaTitle: TextProps;
  metaDescription: TextProps;
  errors: { metaTitle?: string; metaDescription?: string };
  /** What is shown when the fields are left empty: the page's title and the excerpt. */
  defaults: { title: string; excerpt: string };
}

/** "42 of about 60 characters", and past that, that search results cut the rest off (with "…"). */
const counted = (length: number, shown: number) => `${length} of about ${shown} characters${length > shown ? ": search results cut off what follows" : ""}.`;

/**
 * Search and sharing: the title and description search results and shared links show, each with
 * its length counted against what Google shows. Left empty, they are the page's own title and the
 * excerpt (shown as placeholders, and counted).
 */
export function SeoCard({ metaTitle, metaDescription, errors, defaults }: SeoCardProps) {
  const defaultTitle = pageTitle(defaults.title || "Post title");
  const title = metaTitle.value || defaultTitle;
  const description = metaDescription.value || defaults.excerpt;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Search &amp; Sharing</CardTitle>
        <CardDescription>What Google and shared links show. Leave them empty to use the post's title and excerpt.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Headline in search results" error={errors.metaTitle} hint={counted(title.length, SEO_TITLE_SHOWN)}>
          <Input {...metaTitle} placeholder={defaultTitle} autoComplete="off" />
        </FormField>
        <FormField label="Summary in search results" error={errors.metaDescription} hint={counted(description.length, SEO_DESCRIPTION_SHOWN)}>
          <Textarea {...metaDescription} placeholder={defaults.excerpt || "The excerpt"} rows={3} />
        </FormField>
      </CardContent>
    </Card>
  );
}
