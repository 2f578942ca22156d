import { ArrowRight } from "@/components/site/icons";
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { PREFILL_MESSAGE_PARAM, prefillText } from "#core/format/prefill";
import { buttonVariants } from "../../ui/button-variants";
import { Card, CardContent, CardHeader } from "../../ui/card";
import { RESULT_ID } from "./use-tool-form";

/*
 * The parts the tools' islands share. They render inside an island, without the router:
 * links are plain <a> elements, and every id comes from the form's own prefix, never from useId.
 * Their words come in the island's props, in the page's language (ToolWords), so an island
 * carries no content module.
 */

/** A sub-service a tool leads to: its page (in the page's language, opened at the quote form) and its button. */
export interface ServiceLinkItem {
  href: string;
  label: string;
}

/** What every tool's island says in the same places, in the page's language: the route gives them. */
export interface ToolWords {
  /** The tool's page, in the page's language: where the form sends its figures. */
  path: string;
  formHeading: string;
  resultHeading: string;
  blankResult: string;
  errorSummary: string;
  ctaHeading: string;
  ctaNote: string;
  disclaimer: string;
  services: ServiceLinkItem[];
}

/**
 * A service's link with the visitor's figures as the start of its quote form's message, before the
 * fragment: as toolServiceLink (core/content/tools.ts) writes it, on the page's own address for it.
 */
export function withNote(href: string, note: string): string {
  const message = prefillText(note);
  if (!message) return href;
  const hash = href.indexOf("#");
  const [path, fragment] = hash === -1 ? [href, ""] : [href.slice(0, hash), href.slice(hash)];
  return `${path}?${PREFILL_MESSAGE_PARAM}=${encodeURIComponent(message)}${fragment}`;
}

/** A calculator card's side padding: narrower on a phone, where every figure needs the width. */
export const PHONE_PADDING = "px-4 sm:px-6";

interface ChoiceGroupProps {
  /** The group's id (a link from the error summary lands on it); each choice's is `${id}-${value}`. */
  id: string;
  name: string;
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A set of radio buttons, each a whole-width tap target with its label. */
export function ChoiceGroup({ id, name, legend, choices, value, onChange, error }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  const legendId = `${id}-legend`;
  return (
    // A radio group, so it may say it is invalid; named by its legend.
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {legend}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border p-3 text-sm leading-snug hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-primary"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Each field's message, as links to the fields, above a result that could not be worked out. */
export function ErrorSummary({ heading, errors, id }: { heading: string; errors: Partial<Record<string, string>>; id: (field: string) => string }) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  if (entries.length === 0) return null;
  return (
    // Darker than the fields' messages: the tinted box takes some of the contrast.
    <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-red-800">
      <p className="font-semibold">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map(([field, message]) => (
          <li key={field}>
            {/* Each link a thumb's height: it is the whole of its line. */}
            <a href={`#${id(field)}`} className="inline-flex min-h-11 items-center underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One line of a result: a label and its figure, the total in larger type. */
export function ResultLine({ label, children, total }: { label: ReactNode; children: ReactNode; total?: boolean }) {
  return (
    <div className={clsx("flex items-baseline justify-between gap-4 py-2.5", total && "border-t-2 border-foreground/80 pt-3")}>
      <dt className={clsx(total ? "text-base font-semibold text-foreground" : "text-muted-foreground")}>{label}</dt>
      <dd className={clsx("text-right font-semibold tabular-nums text-foreground", total ? "text-xl sm:text-2xl" : "text-base")}>{children}</dd>
    </div>
  );
}

interface ResultCardProps {
  /** The heading's id, which names the section. */
  headingId: string;
  words: ToolWords;
  /** Under the heading: the figures the result is for, once there is one. */
  subtitle?: string | null;
  /** What the live region says: the result in a sentence, or nothing. */
  announce: string;
  /** The visitor's figures, carried into the quote form's message. */
  note: string;
  /** The result, the mistakes or the blank state. */
  children: ReactNode;
}

/**
 * A tool's answer, beside its form: the card the result's address scrolls to, its live region, then
 * the result, the disclaimer and the services the tool leads to.
 */
export function ResultCard({ headingId, words, subtitle, announce, note, children }: ResultCardProps) {
  return (
    <section id={RESULT_ID} aria-labelledby={headingId} className="min-w-0 scroll-mt-28 lg:col-span-2">
      <Card className="lg:sticky lg:top-28">
        <CardHeader className={PHONE_PADDING}>
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            {words.resultHeading}
          </h2>
          {subtitle ? <p className="text-sm text-muted-foreground">{subtitle}</p> : null}
        </CardHeader>
        <CardContent className={clsx(PHONE_PADDING, "space-y-5")}>
          {/* What a screen reader hears as the result changes: the server writes it too, so nothing is announced on load. */}
          <p role="status" className="sr-only">
            {announce}
          </p>
          {children}
          <ToolDisclaimer text={words.disclaimer} />
          <ServiceLinks heading={words.ctaHeading} services={words.services} note={note} noteText={words.ctaNote} />
        </CardContent>
      </Card>
    </section>
  );
}

/** The one calm sentence about what the figures are. */
export function ToolDisclaimer({ text, className }: { text: string; className?: string }) {
  return <p className={clsx("text-xs leading-relaxed text-muted-foreground", className)}>{text}</p>;
}

/** The sub-services a tool leads to, each opening its quote form with the visitor's figures as the message. */
export function ServiceLinks({ heading, services, note = "", noteText }: { heading: string; services: readonly ServiceLinkItem[]; note?: string; noteText?: string }) {
  return (
    <div className="space-y-3 border-t pt-5">
      <h3 className="text-sm font-semibold text-foreground">{heading}</h3>
      <ul className="flex flex-col gap-3">
        {services.map((service, i) => (
          <li key={service.href}>
            <a
              href={withNote(service.href, note)}
              className={buttonVariants({ variant: i === 0 ? "default" : "outline", className: "h-auto min-h-11 w-full justify-between whitespace-normal text-left" })}
            >
              {service.label}
              <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      {note && noteText ? <p className="text-xs text-muted-foreground">{noteText}</p> : null}
    </div>
  );
}

/**
 * A result table in a card of its own, across the page: its heading, and the table (caption, then
 * the head and body given) in a box that scrolls on a phone and is focusable, so a keyboard can scroll it.
 */
export function TableCard({ id, heading, caption, testId, children }: { id: string; heading: string; caption: string; testId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 lg:col-span-5">
      <Card>
        <CardHeader className={PHONE_PADDING}>
          <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
            {heading}
          </h2>
        </CardHeader>
        <CardContent className={PHONE_PADDING}>
          <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
            <table className="w-full text-sm" data-testid={testId}>
              <caption id={`${id}-caption`} className="px-3 pt-3 pb-1 text-left text-muted-foreground">
                {caption}
              </caption>
              {children}
            </table>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
