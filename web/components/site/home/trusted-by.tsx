import { Building2 } from "@/components/site/icons";
import * as homeEn from "#core/content/home";
import * as homeHi from "#core/content/hi/home";
import { useContent } from "@/lib/locale";
import type { SiteView } from "#core/format/site-settings";
import { useSiteView } from "@/lib/site-settings";
import { ExternalLink } from "../external-link";
import { Reveal } from "../reveal";

const tileClass = "flex h-20 items-center justify-center rounded-lg border bg-white p-3";

function LogoTile({ logo }: { logo: SiteView["logos"][number] }) {
  const image = (
    <img
      src={logo.src}
      alt={logo.alt}
      loading="lazy"
      decoding="async"
      className="max-h-full max-w-full object-contain"
    />
  );
  if (!logo.href) return <li className={tileClass}>{image}</li>;
  return (
    <li>
      <ExternalLink href={logo.href} className={`${tileClass} transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring`}>
        {image}
      </ExternalLink>
    </li>
  );
}

/** The clients' logos staff uploaded (Settings → Site), or the spec's placeholders until they do. */
export function TrustedBy() {
  const { logos } = useSiteView();
  const { homeCopy, trustedBy } = useContent({ en: homeEn, hi: homeHi });
  return (
    <section aria-labelledby="trusted-heading" className="border-t bg-white py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="trusted-heading" className="text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {homeCopy.trustedBy.title}
        </h2>
        <Reveal>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {logos.length > 0
              ? logos.map((logo) => <LogoTile key={logo.src} logo={logo} />)
              : trustedBy.map((name) => (
                  <li
                    key={name}
                    className="flex h-20 items-center justify-center gap-2 rounded-lg border border-dashed bg-secondary font-semibold text-slate-600"
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
