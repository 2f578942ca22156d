import { type ReactNode, useState } from "react";
import { createPortal } from "react-dom";

/** The width of the phones most of the firm's readers use (a 6.5-inch Android in portrait). */
export const PHONE_WIDTH = 390;

/**
 * Renders `children` inside an iframe as wide as a phone, with the page's own stylesheets, so the
 * site's responsive styles answer to the phone's width (media queries read the frame's viewport,
 * which a narrow box in a wide window does not change).
 */
export function PhoneFrame({ title, children }: { title: string; children: ReactNode }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  function attach(frame: HTMLIFrameElement | null) {
    const doc = frame?.contentDocument;
    if (!doc || body === doc.body) return;
    for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      const link = doc.createElement("link");
      link.rel = "stylesheet";
      link.href = sheet.href;
      doc.head.appendChild(link);
    }
    doc.documentElement.lang = document.documentElement.lang;
    setBody(doc.body);
  }
  return (
    <div className="flex min-w-0 justify-center bg-muted/60 px-2 py-6">
      <iframe
        ref={attach}
        // Firefox replaces the frame's first blank document once it loads: attach to that one too.
        onLoad={(event) => attach(event.currentTarget)}
        title={title}
        style={{ maxWidth: PHONE_WIDTH }}
        className="h-[70vh] w-full rounded-[2rem] border-[10px] border-neutral-800 bg-white shadow-xl"
      />
      {body ? createPortal(<div inert>{children}</div>, body) : null}
    </div>
  );
}
