/** Word wraps the bullet or number it types into a list paragraph in these markers. */
const LIST_MARKER = /<!(?:--)?\[if !supportLists\](?:--)?>([\s\S]*?)<!(?:--)?\[endif\](?:--)?>/gi;
/** Conditional comments carrying VML and Office settings: nothing a post can use. */
const CONDITIONAL_COMMENT = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi;
const MARKER_TAG = "word-list-marker";

/**
 * Word's clipboard HTML before the editor's schema reads it. The schema already drops styles,
 * classes, spans and fonts; what it cannot see is that Word writes a list as paragraphs with a
 * typed bullet or number. Those paragraphs become a real list here (numbered when Word's marker
 * is "1." or "a)"), and the markers go. Google Docs writes real lists and needs nothing.
 */
export function cleanPastedHtml(html: string): string {
  if (!/\[if !supportLists\]/i.test(html)) return html.replace(CONDITIONAL_COMMENT, "");
  const marked = html.replace(CONDITIONAL_COMMENT, "").replace(LIST_MARKER, `<${MARKER_TAG}>$1</${MARKER_TAG}>`);
  const doc = new DOMParser().parseFromString(marked, "text/html");
  let list: HTMLElement | null = null;
  for (const paragraph of [...doc.body.querySelectorAll("p")]) {
    const marker = paragraph.querySelector(MARKER_TAG);
    if (!marker) {
      list = null;
      continue;
    }
    const numbered = /^[0-9a-z]{1,4}[.)]$/i.test(marker.textContent?.replace(/\s|\u00a0/g, "") ?? "");
    marker.remove();
    const kind = numbered ? "ol" : "ul";
    // Consecutive list paragraphs (only whitespace between them) make one list.
    const previous = paragraph.previousElementSibling;
    if (!list || previous !== list || list.localName !== kind) {
      list = doc.createElement(kind);
      paragraph.parentNode?.insertBefore(list, paragraph);
    }
    const item = doc.createElement("li");
    while (paragraph.firstChild) item.appendChild(paragraph.firstChild);
    list.appendChild(item);
    paragraph.remove();
  }
  return doc.body.innerHTML;
}
