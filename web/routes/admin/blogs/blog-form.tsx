import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { type BlogInput, blogSchema } from "#core/schemas/blog";
import { blogCategories } from "#core/taxonomies/blog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { Blog } from "../../../../worker/db/schema";
import { useEditorForm } from "../components/editor-form";
import { PublishSwitch } from "../components/publish-switch";

const EMPTY: BlogInput = { title: "", slug: "", excerpt: "", content: "", category: "" as BlogInput["category"], author: "", published: false };

interface BlogFormProps {
  blog?: Blog;
  saving: boolean;
  /** Server-side field messages (e.g. a slug already taken) to show under the fields. */
  serverErrors: Record<string, string>;
  onSubmit: (values: BlogInput, image: File | null) => void;
}

/** The object URL of a chosen file for the preview, released when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function BlogForm({ blog, saving, serverErrors, onSubmit }: BlogFormProps) {
  const form = useEditorForm<BlogInput>(blog ? pick(blog) : EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string>();
  const preview = usePreviewUrl(image) ?? blog?.imageUrl ?? null;
  const errors = { ...form.errors, ...serverErrors };

  function onImageChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    if (file && !file.type.startsWith("image/")) {
      setImageError("Please choose an image file.");
      event.target.value = "";
      return setImage(null);
    }
    setImageError(undefined);
    setImage(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = form.validate(blogSchema);
    if (values) onSubmit(values, image);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Content</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField label="Title" error={errors.title} required>
            <Input {...form.bind("title")} placeholder="Enter the post title" />
          </FormField>
          <FormField label="Slug" error={errors.slug} required hint="Used in the post's address; generated from the title.">
            <Input {...form.bind("slug")} />
          </FormField>
          <FormField label="Excerpt" error={errors.excerpt} required>
            <Textarea {...form.bind("excerpt")} rows={3} placeholder="A short summary shown in the blog list" />
          </FormField>
          <FormField label="Content" error={errors.content} required hint="HTML allowed: headings, paragraphs, lists, links, images, tables.">
            <Textarea {...form.bind("content")} rows={12} className="font-mono" />
          </FormField>
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <FormField label="Category" error={errors.category} required>
              <Select {...form.bind("category")}>
                <option value="" disabled>
                  Choose a category
                </option>
                {blogCategories.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </Select>
            </FormField>
            <FormField label="Author" error={errors.author} required>
              <Input {...form.bind("author")} />
            </FormField>
            <PublishSwitch checked={form.values.published} onChange={(published) => form.set("published", published)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Feature Image</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <FormField label="Image" error={imageError ?? errors.file} hint="Recommended size: 1200 x 630px.">
              <Input type="file" accept="image/*" onChange={onImageChange} />
            </FormField>
            {preview ? <img src={preview} alt="Feature image preview" className="aspect-[1200/630] w-full rounded-md border object-cover" /> : null}
          </CardContent>
        </Card>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving} className="flex-1">
            {saving ? "Saving..." : blog ? "Update Post" : "Create Post"}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/admin/blogs">Cancel</Link>
          </Button>
        </div>
      </div>
    </form>
  );
}

/** The form's values for a stored post. */
function pick(blog: Blog): BlogInput {
  const { title, slug, excerpt, content, category, author, published } = blog;
  return { title, slug, excerpt, content, category, author, published };
}
