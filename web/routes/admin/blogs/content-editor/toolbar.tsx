import { type Editor, useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  Eye,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";

interface ToolbarProps {
  editor: Editor;
  /** True while the HTML source is shown: formatting waits until the visual editor is back. */
  htmlMode: boolean;
  onToggleHtml: () => void;
  onLink: () => void;
  onImage: () => void;
  onPreview: () => void;
}

interface Tool {
  label: string;
  icon: LucideIcon;
  /** As `aria-keyshortcuts` writes it. */
  keys?: string;
  run: () => void;
  /** Whether the selection has this format (a toggle), or undefined for a plain action. */
  pressed?: boolean;
  disabled?: boolean;
}

/** The formatting toolbar: toggles announce their state, and arrow keys move between buttons. */
export function Toolbar({ editor, htmlMode, onToggleHtml, onLink, onImage, onPreview }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive("paragraph"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      blockquote: e.isActive("blockquote"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      { label: "Paragraph", icon: Pilcrow, keys: "Control+Alt+0", pressed: state.paragraph, run: () => chain().setParagraph().run() },
      { label: "Heading 2", icon: Heading2, keys: "Control+Alt+2", pressed: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: "Heading 3", icon: Heading3, keys: "Control+Alt+3", pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: "Bold", icon: Bold, keys: "Control+B", pressed: state.bold, run: () => chain().toggleBold().run() },
      { label: "Italic", icon: Italic, keys: "Control+I", pressed: state.italic, run: () => chain().toggleItalic().run() },
      { label: "Link", icon: Link2, keys: "Control+K", pressed: state.link, run: onLink },
    ],
    [
      { label: "Bulleted list", icon: List, keys: "Control+Shift+8", pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: "Numbered list", icon: ListOrdered, keys: "Control+Shift+7", pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: "Quote", icon: Quote, keys: "Control+Shift+B", pressed: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { label: "Insert image", icon: ImagePlus, run: onImage },
    ],
    [
      { label: "Undo", icon: Undo2, keys: "Control+Z", disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: "Redo", icon: Redo2, keys: "Control+Shift+Z", disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];

  return (
    <div role="toolbar" aria-label="Formatting" onKeyDown={moveFocus} className="flex flex-wrap items-center gap-1 border-b bg-muted/40 p-1">
      {groups.map((group) => (
        <div key={group[0].label} className="flex items-center gap-0.5 border-r pr-1 last-of-type:border-r-0">
          {group.map((tool) => (
            <ToolButton key={tool.label} tool={{ ...tool, disabled: htmlMode || tool.disabled }} />
          ))}
        </div>
      ))}
      <div className="ml-auto flex items-center gap-0.5">
        <ToolButton tool={{ label: "HTML", icon: Code, pressed: htmlMode, run: onToggleHtml }} showLabel />
        <ToolButton tool={{ label: "Preview", icon: Eye, run: onPreview }} showLabel />
      </div>
    </div>
  );
}

function ToolButton({ tool, showLabel = false }: { tool: Tool; showLabel?: boolean }) {
  const { label, icon: Icon, keys, pressed, disabled, run } = tool;
  const shortcut = keys ? ` (${keys.replace("Control", "Ctrl")})` : "";
  return (
    <Button
      type="button"
      variant={pressed ? "secondary" : "ghost"}
      size={showLabel ? "sm" : "icon"}
      aria-label={showLabel ? undefined : label}
      aria-pressed={pressed}
      aria-keyshortcuts={keys}
      title={`${label}${shortcut}`}
      disabled={disabled}
      // Keep the editor's selection: a mouse press on a button would otherwise take the focus.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
    >
      <Icon aria-hidden="true" />
      {showLabel ? label : null}
    </Button>
  );
}

/** Left and right arrows step through the toolbar's enabled buttons, Home and End jump to its ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next = { ArrowLeft: at === 0 ? last : at - 1, ArrowRight: at === last ? 0 : at + 1, Home: 0, End: last }[event.key] ?? at;
  buttons[next].focus();
}
