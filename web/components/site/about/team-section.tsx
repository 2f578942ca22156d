import * as aboutEn from "#core/content/about";
import * as aboutHi from "#core/content/hi/about";
import { useContent } from "@/lib/locale";
import { Card, CardContent } from "../../ui/card";
import { PersonAvatar } from "../person-avatar";
import type { PublicPerson } from "../person-types";
import { SectionHeading } from "../section-heading";

/** "CA, CS": a person's credentials as they follow a name. */
export const credentialLine = (person: Pick<PublicPerson, "credentials">) => person.credentials.join(", ");

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
              <Card className="h-full">
                <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
                  <PersonAvatar name={person.name} photoUrl={person.photoUrl} className="size-24 text-2xl" />
                  <div>
                    <h3 className="text-lg font-semibold text-foreground">
                      {person.name}
                      {person.credentials.length > 0 ? <span className="font-normal text-muted-foreground">, {credentialLine(person)}</span> : null}
                    </h3>
                    <p className="text-sm font-medium text-primary">{person.role}</p>
                  </div>
                  {person.bio ? <p className="leading-relaxed text-slate-700">{person.bio}</p> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
