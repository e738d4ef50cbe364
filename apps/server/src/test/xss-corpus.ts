import {
  filterRichTextStyle,
  isAllowedImageSrc,
  isAllowedLinkHref,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
} from '@haven/shared/rich-text/rules';
import { Parser } from 'htmlparser2';

/**
 * Known XSS payloads, from public cheat sheets and mutation-XSS write-ups, used to check
 * that stored rich text keeps nothing that runs.
 */
export const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src=x onerror=alert(1)',
  '<IMG SRC="javascript:alert(1)">',
  '<img src="https://ok.example/a.png" onload="alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/a.png">',
  '<img src="http://insecure.example/a.png">',
  '<img src="/media/../api/me">',
  '<p onclick="alert(1)" onmouseover=alert(1)>hover</p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="java&#x09;script:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="VBScript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">click</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<span style="color: red; position: fixed; inset: 0; background-image: url(https://evil.example/x)">overlay</span>',
  '<span style="color: expression(alert(1))">x</span>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '"><img src=x onerror=alert(1)>',
  '<<img src=x onerror=alert(1)>>',
  '<p><b><i><u>unclosed <img src=x onerror=alert(1)',
  '<ul><li><a href="javascript:alert(1)">nested<ol><li><script>alert(1)</script>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<div id="x" class="y" data-x="1"><h1 id="anchor">heading</h1></div>',
];

/**
 * What in `html` could run or reach outside the allow-list, as readable findings (none
 * when safe): elements or attributes off the list, event handlers, link or image URLs
 * the rules refuse, styles other than the colours.
 */
export function unsafePartsOf(html: string): string[] {
  const findings: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (!(RICH_TEXT_TAGS as readonly string[]).includes(name)) findings.push(`element <${name}>`);
        const allowed = RICH_TEXT_ATTRIBUTES[name] ?? [];
        for (const [attribute, value] of Object.entries(attribs)) {
          if (!allowed.includes(attribute)) findings.push(`attribute ${attribute} on <${name}>`);
          if (attribute === 'href' && !isAllowedLinkHref(value)) findings.push(`href ${value}`);
          if (attribute === 'src' && !isAllowedImageSrc(value)) findings.push(`src ${value}`);
          if (attribute === 'style' && filterRichTextStyle(value) !== value) findings.push(`style ${value}`);
        }
        if (name === 'a' && attribs.href && attribs.rel !== RICH_TEXT_LINK_REL)
          findings.push('link without rel');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return findings;
}
