/** A page the server rendered: the tags it adds to the head and what goes in the app's root. */
export type RenderedPage = { head: string; body: string; language?: string };

/**
 * index.html with the rendered page in its root and the page's own head tags (title, description,
 * canonical address, link-preview tags; its title in place of the site's), in its language.
 */
export function documentWithPage(indexHtml: string, rendered: RenderedPage): string {
  let html = indexHtml;
  if (rendered.head.includes('<title>')) html = html.replace(/<title>[^<]*<\/title>/, '');
  // Functions, so `$` in a member's text is never read as a replacement pattern.
  return html
    .replace('<html lang="en">', () => `<html lang="${rendered.language ?? 'en'}">`)
    .replace('</head>', () => `  ${rendered.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
}
