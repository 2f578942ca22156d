import { Quote } from "@/components/site/icons";
import type { Testimonial } from "#core/content/types";
import { Card, CardContent } from "../ui/card";
import { Reveal } from "./reveal";
import { SectionHeading } from "./section-heading";
import { useChromeCopy } from "@/lib/chrome";

interface TestimonialsSectionProps {
  testimonials: Testimonial[];
  title?: string;
  description?: string;
}

export function TestimonialsSection({ testimonials, title, description }: TestimonialsSectionProps) {
  const copy = useChromeCopy().testimonials;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-secondary py-20">
      <div className="mx-auto max-w-7xl px-6">
        <SectionHeading id="testimonials-heading" eyebrow={copy.eyebrow} title={title ?? copy.title} description={description ?? copy.description} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id}>
              <Reveal className="h-full">
                <Card className="h-full">
                  <CardContent className="flex h-full flex-col p-6">
                    <Quote className="size-8 text-accent" aria-hidden="true" />
                    <figure className="mt-4 flex flex-1 flex-col">
                      <blockquote className="flex-1 leading-relaxed text-slate-700">“{t.quote}”</blockquote>
                      <figcaption className="mt-6 border-t pt-4">
                        <span className="block font-semibold text-foreground">{t.author}</span>
                        <span className="block text-sm text-muted-foreground">
                          {t.position}, {t.company}
                        </span>
                      </figcaption>
                    </figure>
                  </CardContent>
                </Card>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
