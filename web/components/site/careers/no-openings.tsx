import { Briefcase } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as careersEn from "#core/content/careers";
import * as careersHi from "#core/content/hi/careers";
import { useContent } from "@/lib/locale";
import { buttonVariants } from "../../ui/button-variants";

/** Shown on /careers when nothing is published: points to the contact form instead. */
export function NoOpenings() {
  const { careersCopy, careerEnquiryPath } = useContent({ en: careersEn, hi: careersHi });
  const { empty } = careersCopy;
  return (
    <div className="rounded-lg border border-dashed bg-muted/40 px-6 py-14 text-center">
      <Briefcase className="mx-auto size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="mt-4 text-xl font-semibold">{empty.title}</h3>
      <p className="mx-auto mt-2 max-w-lg text-muted-foreground">{empty.text}</p>
      <Link className={buttonVariants({ variant: "outline", className: "mt-6" })} to={careerEnquiryPath}>{empty.action}</Link>
    </div>
  );
}
