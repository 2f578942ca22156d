import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import StarterKit from "@tiptap/starter-kit";

/**
 * Links carry only `href` (and a `title` if one arrives): the server's sanitiser keeps nothing
 * else, so TipTap's default target/rel/class are switched off, and a pasted class is not parsed.
 */
const PostLink = Link.extend({
  addAttributes() {
    return { href: { default: null }, title: { default: null } };
  },
}).configure({ openOnClick: false, autolink: false, linkOnPaste: false, HTMLAttributes: { target: null, rel: null, class: null } });

const LISTS = new Set(["bulletList", "orderedList"]);

/**
 * Images come only from the site's own media: one pasted from Word or another site (a file: or
 * remote address) is dropped here, as the server would refuse it. An image inserted with the
 * cursor in a list goes after the whole list: a list item may hold blocks, so TipTap would put it
 * inside the bullet, under its text, and the article would show a bullet holding a picture.
 */
const PostImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src^="/media/"]' }, { tag: 'img[src^="/assets/"]' }];
  },
  addCommands() {
    return {
      setImage:
        (options) =>
        ({ state, commands }) => {
          const image = { type: this.name, attrs: options };
          const { $from } = state.selection;
          // The outermost list, so an image from a nested bullet does not land in its parent's item.
          for (let depth = 1; depth <= $from.depth; depth++) {
            if (LISTS.has($from.node(depth).type.name)) return commands.insertContentAt($from.after(depth), image);
          }
          return commands.insertContent(image);
        },
    };
  },
});

/**
 * The formats a post body may hold, each one the server's sanitiser keeps as it is: paragraphs,
 * H2 and H3, bold, italic, links, both lists, blockquote, images, plus inline code, line breaks
 * and rules that older posts use. Strike, underline and code blocks are off: the toolbar offers
 * none of them and their shortcuts would create markup the article styles do not cover.
 */
export const postExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: false,
    strike: false,
    underline: false,
    codeBlock: false,
  }),
  PostLink,
  PostImage,
];
