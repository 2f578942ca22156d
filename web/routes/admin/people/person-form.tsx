import { BIO_MAX, type PersonInput, personSchema } from "#core/schemas/person";
import { type Credential, credentials } from "#core/taxonomies/people";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ChosenImageNote } from "../publishable/chosen-image-note";
import type { ImageChoice } from "../publishable/use-image-choice";
import { type PersonRecord, peopleResource } from "../data/people";
import { HINDI_TWIN_HINT } from "../components/hindi-twin";
import { EditorLayout } from "../publishable/editor-layout";
import { useEditorForm } from "../publishable/use-editor-form";

/** Form values: the order is typed as text and read as a number; a Hindi twin not written yet is an empty box. */
type PersonValues = Omit<PersonInput, "sortOrder" | "nameHi" | "roleHi" | "bioHi"> & { sortOrder: string; nameHi: string; roleHi: string; bioHi: string };

const EMPTY: PersonValues = { title: "", slug: "", role: "", credentials: [], bio: "", nameHi: "", roleHi: "", bioHi: "", sortOrder: "0", published: false };

const toInput = (values: PersonValues) => ({ ...values, sortOrder: values.sortOrder.trim() === "" ? 0 : Number(values.sortOrder) });

interface PersonFormProps {
  person?: PersonRecord;
  save: (values: PersonInput, photo: File | null) => Promise<unknown>;
  /** The photo chosen, held by the editor page. */
  photo: ImageChoice;
}

export function PersonForm({ person, save, photo }: PersonFormProps) {
  const form = useEditorForm({
    schema: personSchema,
    initial: person ? pick(person) : EMPTY,
    toInput,
    changed: photo.image !== null,
    chosenFile: photo.image?.name ?? null,
    save: (values) => save(values, photo.image),
  });
  const { errors, text, values } = form;
  const preview = photo.preview ?? person?.photoUrl ?? null;

  function toggle(credential: Credential, on: boolean) {
    const chosen = new Set(values.credentials);
    if (on) chosen.add(credential);
    else chosen.delete(credential);
    form.setField("credentials", credentials.filter((c) => chosen.has(c)));
  }

  const aside = (
    <Card>
      <CardHeader>
        <CardTitle>Photo</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Photo" error={photo.error ?? errors.file} hint="A square head-and-shoulders photo, at least 400 x 400px. Without one, the initials show.">
          <Input type="file" name="file" accept="image/*" onChange={photo.onChange} />
        </FormField>
        <ChosenImageNote image={photo} />
        {preview ? <img src={preview} alt="Photo preview" className="aspect-square w-40 rounded-full border object-cover" /> : null}
      </CardContent>
    </Card>
  );

  return (
    <EditorLayout form={form} resource={peopleResource} editing={person !== undefined} aside={aside} heading="Profile"
      title={{ label: "Name", placeholder: "e.g. Ananya Sharma" }} slugHint="Generated from the name; marks the person's card on the About page.">
      <FormField label="नाम (हिन्दी में)" error={errors.nameHi} hint={`As Hindi pages should write it, e.g. अनन्या शर्मा. ${HINDI_TWIN_HINT}`}>
        <Input {...text("nameHi")} lang="hi" />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Role" error={errors.role} required hint="As clients should read it, e.g. Partner, Tax and Funding.">
          <Input {...text("role")} />
        </FormField>
        <FormField label="भूमिका (हिन्दी में)" error={errors.roleHi} hint={`E.g. पार्टनर, टैक्स और फ़ंडिंग. ${HINDI_TWIN_HINT}`}>
          <Input {...text("roleHi")} lang="hi" />
        </FormField>
      </div>
      <fieldset className="space-y-2" aria-describedby={errors.credentials ? "credentials-error" : undefined}>
        <legend className="text-sm font-medium">Credentials</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {credentials.map((credential) => (
            <div key={credential} className="flex items-center gap-2">
              <Checkbox
                id={`credential-${credential}`}
                name="credentials"
                value={credential}
                checked={values.credentials.includes(credential)}
                onChange={(e) => toggle(credential, e.target.checked)}
              />
              <Label htmlFor={`credential-${credential}`}>{credential}</Label>
            </div>
          ))}
        </div>
        {errors.credentials ? (
          <p id="credentials-error" className="text-sm text-destructive">
            {errors.credentials}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Short Bio" error={errors.bio} hint={`Two or three sentences on what they do for clients; at most ${BIO_MAX} characters.`}>
          <Textarea {...text("bio")} rows={4} maxLength={BIO_MAX} />
        </FormField>
        <FormField label="संक्षिप्त परिचय (हिन्दी में)" error={errors.bioHi} hint={HINDI_TWIN_HINT}>
          <Textarea {...text("bioHi")} lang="hi" rows={4} maxLength={BIO_MAX} />
        </FormField>
      </div>
      <FormField label="Order" error={errors.sortOrder} hint="Lower numbers come first on the About page; people with the same number are listed by name.">
        <Input {...text("sortOrder")} inputMode="numeric" className="w-32" />
      </FormField>
    </EditorLayout>
  );
}

function pick(person: PersonRecord): PersonValues {
  const { title, slug, role, bio, published } = person;
  return {
    title,
    slug,
    role,
    bio,
    nameHi: person.nameHi ?? "",
    roleHi: person.roleHi ?? "",
    bioHi: person.bioHi ?? "",
    published,
    credentials: [...person.credentials],
    sortOrder: String(person.sortOrder),
  };
}
