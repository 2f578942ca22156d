/**
 * Script-injection payloads, shared by the worker tests (saved as blog HTML, sent as every visitor
 * field) and the Chromium tests (nothing may run). Each one, if it ever ran, would set
 * `window.__xss` (or `parent.__xss` from a frame). Each stays within 120 characters so it also fits
 * a visitor's name, and none has leading or trailing spaces, which the forms trim.
 */
export const XSS_PAYLOADS: readonly string[] = [
  // script tags
  "<script>window.__xss=1</script>",
  "<ScRiPt>window.__xss=1</sCrIpT>",
  '<script src="data:text/javascript,window.__xss=1"></script>',
  "<scr<script>ipt>window.__xss=1</script>",
  // event handlers
  '<img src=x onerror="window.__xss=1">',
  '<img src="/media/blog-images/x.png" onload="window.__xss=1" onerror="window.__xss=1">',
  "<img src=x onerror=&#119;indow.__xss=1>",
  '<a href="/contact" onclick="window.__xss=1" onmouseover="window.__xss=1">contact</a>',
  '<details open ontoggle="window.__xss=1"><summary>x</summary></details>',
  '<body onload="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '"><img src=x onerror=window.__xss=1>',
  // javascript:, data: and vbscript: URLs, mixed case and with entities
  '<a href="javascript:window.__xss=1">link</a>',
  '<a href="JaVaScRiPt:window.__xss=1">link</a>',
  '<a href="&#106;avascript:window.__xss=1">link</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">link</a>',
  '<a href="javascript&colon;window.__xss=1">link</a>',
  '<a href=" javascript:window.__xss=1">link</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">link</a>',
  '<a href="DaTa:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">link</a>',
  '<a href="vbscript:window.__xss=1">link</a>',
  // SVG and MathML
  '<svg onload="window.__xss=1"></svg>',
  "<svg><script>window.__xss=1</script></svg>",
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<math href="javascript:window.__xss=1">click</math>',
  // frames, plugins, style, forms, base, meta
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:parent.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<p style="background-image:url(javascript:window.__xss=1)">styled</p>',
  '<form action="javascript:window.__xss=1"><button>Go</button></form>',
  '<button formaction="javascript:window.__xss=1">Go</button>',
  '<base href="javascript:window.__xss=1//">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="stylesheet" href="data:text/css,*{}" onload="window.__xss=1">',
  '<template><script>window.__xss=1</script></template>',
  // images from elsewhere (browsers read `/\` as `//`)
  '<img src="/\\evil.example">',
  '<img src="//evil.example/x.png" onerror="window.__xss=1">',
  // broken markup
  "<<script>script>window.__xss=1<</script>/script>",
  '<img """><script>window.__xss=1</script>">',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<a href="javascript:window.__xss=1" <b>unclosed',
];
