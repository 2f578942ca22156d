import { Mail, MapPin, Phone } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as navigationEn from "#core/content/navigation";
import * as navigationHi from "#core/content/hi/navigation";
import * as serviceLinesEn from "#core/content/service-lines";
import * as serviceLinesHi from "#core/content/hi/service-lines";
import * as siteEn from "#core/content/site";
import * as siteHi from "#core/content/hi/site";
import * as toolsEn from "#core/content/tools";
import * as toolsHi from "#core/content/hi/tools";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { LanguageSwitch } from "./language-switch";
import type { SocialNetwork } from "#core/schemas/site-settings";
import { useSiteView } from "../../lib/site-settings";
import { ExternalLink } from "./external-link";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "./social-icons";

const SOCIAL_ICONS: Record<SocialNetwork, typeof LinkedinIcon> = {
  linkedin: LinkedinIcon,
  youtube: YoutubeIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
};

// Below md each link is a 44 px row for a thumb (the lists drop their spacing for it); wider, a line of text.
const linkClass =
  "inline-flex min-h-11 min-w-11 items-center rounded-sm md:inline md:min-h-0 md:min-w-0 text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

function FooterHeading({ children }: { children: string }) {
  return <h2 className="mb-4 text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

/** A list of links under its heading, named for assistive technology by `label`. */
function FooterLinks({ label, heading, links }: { label: string; heading: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <FooterHeading>{heading}</FooterHeading>
      <ul className="text-sm md:space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { footerBottomLinks, footerQuickLinks } = useContent({ en: navigationEn, hi: navigationHi });
  const { serviceLines } = useContent({ en: serviceLinesEn, hi: serviceLinesHi });
  const { site } = useContent({ en: siteEn, hi: siteHi });
  const { freeTools, TOOLS_PATH } = useContent({ en: toolsEn, hi: toolsHi });
  const copy = useChromeCopy().footer;
  const view = useSiteView();
  const { address } = view;
  const socialLinks = view.social.map((profile) => ({ ...profile, Icon: SOCIAL_ICONS[profile.network] }));
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-16 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-5">
          <Link to="/" className="inline-block rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
            <img src="/logo-light.svg" alt={site.shortName} width={174} height={48} className="h-12 w-auto" />
          </Link>
          <p className="text-sm leading-relaxed">{site.tagline}</p>
          <ul className="flex gap-3">
            {socialLinks.map(({ href, label, Icon }) => (
              <li key={href}>
                <ExternalLink
                  href={href}
                  aria-label={copy.opensInNewTab(label)}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  <Icon className="size-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="space-y-10">
          <FooterLinks {...copy.quickLinks} links={footerQuickLinks} />

          {/* Apart from the spec's Quick Links, which stay as the spec lists them. */}
          <FooterLinks
            label={copy.freeTools.label}
            heading={copy.freeTools.heading}
            links={[...freeTools.map((tool) => ({ to: tool.path, label: tool.name })), { to: TOOLS_PATH, label: copy.freeTools.all }]}
          />
        </div>

        <FooterLinks {...copy.ourServices} links={serviceLines.map((service) => ({ to: `/services/${service.id}`, label: service.title }))} />

        <div>
          <FooterHeading>{copy.contactUs}</FooterHeading>
          <ul className="space-y-1 text-sm md:space-y-4">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
              <address className="not-italic leading-relaxed">
                {address.line1}
                <br />
                {address.city}, {address.state} {address.pincode}
              </address>
            </li>
            {view.phones.map((phone) => (
              <li key={phone.href} className="flex items-center gap-3 md:items-start">
                <Phone className="size-5 shrink-0 text-accent" aria-hidden="true" />
                <a href={phone.href} className={linkClass}>
                  {phone.text}
                </a>
              </li>
            ))}
            <li className="flex items-center gap-3 md:items-start">
              <Mail className="size-5 shrink-0 text-accent" aria-hidden="true" />
              <a href={view.email.href} className={linkClass}>
                {view.email.text}
              </a>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 pt-6 pb-24 text-sm sm:flex-row sm:pr-24 sm:pb-6">
          <p className="text-center sm:text-left">
            {`© ${new Date().getFullYear()} ${site.legalName}. ${copy.rights}`}
          </p>
          <ul className="flex flex-wrap justify-center gap-x-6">
            {footerBottomLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {/* Outside the spec's links: this page in the other language, where it has a twin. */}
            <li className="empty:hidden">
              <LanguageSwitch className={linkClass} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
