/**
 * Admin-entered job text is stored as typed, unsanitised: it is only ever rendered as text,
 * with its line breaks kept, never as HTML.
 */
export function JobText({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-slate-700">{text}</p>
    </section>
  );
}
