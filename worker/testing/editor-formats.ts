/**
 * The HTML the post editor (TipTap, configured in web/routes/admin/blogs/content-editor/) writes
 * for each format its toolbar offers, byte for byte. The worker's sanitiser test expects each to
 * come back unchanged; the browser test checks that the editor writes exactly these.
 */
export const EDITOR_FORMATS = {
  paragraph: "<p>We file GST returns for more than 200 MSMEs across Madhya Pradesh.</p>",
  heading2: "<h2>Why timely GST filing matters</h2>",
  heading3: "<h3>Documents you will need</h3>",
  bold: "<p>File GSTR-3B by the <strong>20th of every month</strong>.</p>",
  italic: "<p>Late fees are <em>charged for every day</em> of delay.</p>",
  links:
    '<p>Read the <a href="https://www.gst.gov.in">GST portal</a>, <a href="mailto:info@vriddhibusiness.in">write to us</a> or see <a href="/services">our services</a>.</p>',
  bulletList: "<ul><li><p>PAN card of the business</p></li><li><p>Proof of the principal place of business</p></li></ul>",
  orderedList: "<ol><li><p>Register on the GST portal</p></li><li><p>Verify with the OTP</p></li></ol>",
  blockquote: "<blockquote><p>The cheapest compliance is the filing made on time.</p></blockquote>",
  image: '<img src="/media/blog-images/0b7f1c52-2f43-4d1e-9a55-4c1f8f0e2a10.png" alt="A GST return open on a laptop screen">',
} as const;
