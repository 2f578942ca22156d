/**
 * Word's clipboard HTML before the editor's schema reads it. The schema already drops styles,
 * classes, spans and fonts; what it cannot tell apart are the bullets and numbers Word types into
 * list paragraphs (between `[if !supportLists]` markers) and conditional comments carrying VML,
 * which would otherwise arrive as stray "·" or "1." text. Google Docs needs nothing more.
 */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi, "")
    .replace(/<!--\[if[^\]]*\]-->[\s\S]*?<!--\[endif\]-->/gi, "")
    .replace(/<!\[if[^\]]*\]>[\s\S]*?<!\[endif\]>/gi, "")
    .replace(/<\/?o:p>/gi, "");
}
