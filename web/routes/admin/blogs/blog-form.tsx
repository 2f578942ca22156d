import { useSearchParams } from "react-router-dom";
import { type BlogInput, blogSchema, IMAGE_ALT_MAX } from "#core/schemas/blog";
import { blogCategories } from "#core/taxonomies/blog";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { type BlogRecord, blogResource, uploadContentImage, uploadStagedImage } from "../data/blogs";
import { usePublishedNames } from "../data/people";
import { EditorLayout } from "../publishable/editor-layout";
import { ChosenImageNote } from "../publishable/chosen-image-note";
import { ScheduleCard } from "../publishable/schedule-card";
import type { ImageChoice } from "../publishable/use-image-choice";
import { useEditorForm } from "../publishable/use-editor-form";
import { ContentField } from "./content-field";
import { NewsletterCard } from "./newsletter-card";
import { PreviewLinksCard } from "./preview-links-card";
import { SeoCard } from "./seo-card";
import { ScheduledEmailCard } from "./scheduled-email-card";
import { LanguageFields } from "./translation/language-fields";
import { OriginalPanel } from "./translation/original-panel";
import { TranslationCard } from "./translation/translation-card";
import { useStartFromOriginal } from "./translation/use-start-from-original";

/** The form's values: the SEO fields and the image's description as typed ("" for none, which the schema stores as null). */
type BlogValues = Omit<BlogInput, "metaTitle" | "metaDescription" | "imageAlt"> & { metaTitle: string; metaDescription: string; imageAlt: string };

const EMPTY: BlogValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  category: "" as BlogInput["category"],
  author: "",
  published: false,
  metaTitle: "",
  metaDescription: "",
  imageAlt: "",
  language: "en",
  translationOf: null,
};

/** A new post's values: a translation started from its English post's editor (?translationOf=) is Hindi and linked. */
function blank(params: URLSearchParams): BlogValues {
  const original = Number(params.get("translationOf"));
  return Number.isInteger(original) && original > 0 ? { ...EMPTY, language: "hi", translationOf: original } : EMPTY;
}

interface BlogFormProps {
  blog?: BlogRecord;
  save: (values: BlogInput, image: File | null) => Promise<unknown>;
  /** A new post saved as a draft, staying in the editor (Publish Later before the first save). */
  saveDraft: (values: BlogInput, image: File | null) => Promise<{ id: number }>;
  /** The feature image chosen, held by the editor page. */
  image: ImageChoice;
}

export function BlogForm({ blog, save, saveDraft, image }: BlogFormProps) {
  const teamNames = usePublishedNames();
  const [params] = useSearchParams();
  const initial = blog ? pick(blog) : blank(params);
  const form = useEditorForm({
    schema: blogSchema,
    initial,
    changed: image.image !== null,
    chosenFile: image.image?.name ?? null,
    save: (values) => save(values, image.image),
    saveDraft: (values) => saveDraft(values, image.image),
  });
  const { errors, text, values } = form;
  const original = values.language === "hi" ? values.translationOf : null;
  // Only a translation begun from its English post's editor (?translationOf=) starts from it: a
  // post whose original is chosen later keeps what was typed.
  useStartFromOriginal(blog ? null : initial.translationOf, ({ slug, category, author }) => form.begin({ slug, author, ...(category ? { category } : {}) }));
  const preview = image.preview ?? blog?.imageUrl ?? null;

  const aside = (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <LanguageFields
            language={values.language}
            translationOf={values.translationOf}
            errors={errors}
            onLanguage={(language) => form.setField("language", language)}
            onTranslationOf={(id) => form.setField("translationOf", id)}
            postId={blog?.id}
          />
          <FormField label="Category" error={errors.category} required>
            <Select {...text("category")}>
              <option value="" disabled>
                Choose a category
              </option>
              {blogCategories.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </Select>
          </FormField>
          <FormField label="Author" error={errors.author} required hint="The name of a published person in People credits them with their photo, role and credentials.">
            <Input {...text("author")} list="author-suggestions" autoComplete="off" />
          </FormField>
          <datalist id="author-suggestions">
            {teamNames.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Feature Image</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Image" error={image.error ?? errors.file} hint="Recommended size: 1200 x 630px.">
            <Input type="file" name="file" accept="image/*" onChange={image.onChange} />
          </FormField>
          <ChosenImageNote image={image} />
          <FormField
            label="Image description (alt text)"
            error={errors.imageAlt}
            hint="What the image shows, for readers who cannot see it, e.g. “Partners reviewing GST returns at the Bhopal office”. Leave it empty if the image only decorates."
          >
            <Input {...text("imageAlt")} maxLength={IMAGE_ALT_MAX} />
          </FormField>
          {preview ? <img src={preview} alt="Feature image preview" className="aspect-[1200/630] w-full rounded-md border object-cover" /> : null}
        </CardContent>
      </Card>
      {blog?.language === "en" ? (
        <>
          <TranslationCard postId={blog.id} />
          {/* The newsletter mails the English blog's articles. */}
          {blog.published ? <NewsletterCard postId={blog.id} /> : blog.publishAt ? <ScheduledEmailCard postId={blog.id} publishAt={blog.publishAt} /> : null}
        </>
      ) : null}
      <SeoCard metaTitle={text("metaTitle")} metaDescription={text("metaDescription")} errors={errors} defaults={{ title: values.title, excerpt: values.excerpt }} />
      {blog ? <PreviewLinksCard postId={blog.id} unsaved={form.dirty ? values : null} /> : null}
    </>
  );

  return (
    <EditorLayout form={form} resource={blogResource} editing={blog !== undefined} aside={aside} heading="Content"
      schedule={
        !blog ? (
          form.saveAsDraft && !values.published ? <ScheduleCard saveAsDraft={form.saveAsDraft} resource={blogResource} /> : null
        ) : !blog.published ? (
          <ScheduleCard id={blog.id} publishAt={blog.publishAt} resource={blogResource} />
        ) : null
      }
      savedPublished={blog?.published}
      scheduledFor={blog?.publishAt}
      beside={original ? <OriginalPanel id={original} /> : undefined}
      title={{ label: "Title", placeholder: "Enter the post title" }} slugHint="Used in the post's address; generated from the title.">
      <FormField label="Excerpt" error={errors.excerpt} required>
        <Textarea {...text("excerpt")} rows={3} placeholder="A short summary shown in the blog list" />
      </FormField>
      <FormField label="Content" error={errors.content} required hint="Format with the toolbar; HTML shows the source, which may also be edited.">
        <ContentField
          value={values.content}
          onChange={(html) => form.setField("content", html)}
          upload={blog ? (file) => uploadContentImage(blog.id, file) : uploadStagedImage}
          article={() => ({ ...values, category: values.category || "Uncategorised", imageUrl: preview, createdAt: blog?.createdAt ?? new Date().toISOString() })}
        />
      </FormField>
    </EditorLayout>
  );
}

/** The form's values for a stored post. A category outside the eight (e.g. a launch article's
 * "Funding") starts unselected, so the admin is asked to choose one of the eight. */
function pick(blog: BlogRecord): BlogValues {
  const { title, slug, excerpt, content, author, published, language, translationOf } = blog;
  const known = (blogCategories as readonly string[]).includes(blog.category);
  return {
    title,
    slug,
    excerpt,
    content,
    author,
    published,
    language,
    translationOf,
    metaTitle: blog.metaTitle ?? "",
    metaDescription: blog.metaDescription ?? "",
    imageAlt: blog.imageAlt ?? "",
    category: (known ? blog.category : "") as BlogInput["category"],
  };
}
