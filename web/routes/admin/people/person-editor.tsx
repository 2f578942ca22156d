import { peopleResource } from "../data/people";
import { EditorPage } from "../publishable/editor-page";
import { PersonForm } from "./person-form";

/** /admin/people/new and /admin/people/edit/:id. */
export function Component() {
  return <EditorPage resource={peopleResource}>{({ record, save, image }) => <PersonForm key={record?.id ?? "new"} person={record} save={save} photo={image} />}</EditorPage>;
}
