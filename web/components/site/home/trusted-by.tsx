import { Building2 } from "lucide-react";
import { homeCopy, trustedBy } from "#core/content/home";
import { Reveal } from "../reveal";

/** Placeholder logo strip until clients agree to be named. */
export function TrustedBy() {
  return (
    <section aria-labelledby="trusted-heading" className="border-t bg-white py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="trusted-heading" className="text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {homeCopy.trustedBy.title}
        </h2>
        <Reveal>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {trustedBy.map((name) => (
              <li
                key={name}
                className="flex h-20 items-center justify-center gap-2 rounded-lg border border-dashed bg-secondary font-semibold text-slate-500"
              >
                <Building2 className="size-5" aria-hidden="true" />
                {name}
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
