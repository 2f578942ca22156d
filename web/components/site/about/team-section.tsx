import * as aboutEn from "#core/content/about";
import * as aboutHi from "#core/content/hi/about";
import { useContent } from "@/lib/locale";
import { Card, CardContent } from "../../ui/card";
import { PersonAvatar } from "../person-avatar";
import type { PublicPerson } from "../person-types";
import { SectionHeading } from "../section-heading";
import { usePersonText } from "../person-text";


/** About's team: the published people in the staff's order. Nothing at all when none is published. */
export function TeamSection({ people }: { people: PublicPerson[] }) {
  const { aboutCopy } = useContent({ en: aboutEn, hi: aboutHi });
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading id="team-heading" {...aboutCopy.team} />
        {/* Rows of two, then three, centred: a lone person (or the last row's) sits under the heading, not at the left. */}
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {people.map((person) => (
            <li key={person.slug} id={person.slug} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
              <TeamCard person={person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** One person's card, in the page's language: staff's Hindi where they wrote it, else the English, marked. */
function TeamCard({ person }: { person: PublicPerson }) {
  const { name, role, bio, credentials } = usePersonText(person);
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        {/* The monogram from the name as the person writes it in English ("PS"): Devanagari's first letters ("पश") read as a word. */}
        <PersonAvatar name={person.name} photoUrl={person.photoUrl} className="size-24 text-2xl" />
        <div>
          <h3 className="text-lg font-semibold text-foreground">
            {name.text}
            {credentials ? <span className="font-normal text-muted-foreground">, {credentials}</span> : null}
          </h3>
          <p lang={role.lang} className="text-sm font-medium text-primary">
            {role.text}
          </p>
        </div>
        {bio.text ? (
          <p lang={bio.lang} className="leading-relaxed text-slate-700">
            {bio.text}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
