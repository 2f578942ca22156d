import { ArrowRight, FileText } from "@/components/site/icons";
import { Link } from "@/components/site/locale-link";
import * as blogEn from "#core/content/blog";
import * as blogHi from "#core/content/hi/blog";
import { useChromeCopy } from "@/lib/chrome";
import { useContent } from "@/lib/locale";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "../../ui/card";

/** The guides on /resources, as cards linking to each. */
export function ResourceCards() {
  const { resources } = useContent({ en: blogEn, hi: blogHi });
  const copy = useChromeCopy().documents;
  return (
    <section aria-labelledby="resource-cards-heading">
      <h2 id="resource-cards-heading" className="sr-only">
        {copy.guides}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {resources.map((resource) => (
          <li key={resource.path}>
            <Card className="flex h-full flex-col transition-shadow hover:shadow-md">
              <CardHeader>
                <FileText className="size-8 text-primary" aria-hidden="true" />
                <h3 className="text-lg font-semibold leading-snug">
                  <Link to={resource.path} className="hover:text-primary">
                    {resource.title}
                  </Link>
                </h3>
              </CardHeader>
              <CardContent className="flex-1">
                <CardDescription>{resource.description}</CardDescription>
              </CardContent>
              <CardFooter>
                <Link
                  to={resource.path}
                  aria-label={copy.readGuideNamed(resource.title)}
                  className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {copy.readGuide}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
