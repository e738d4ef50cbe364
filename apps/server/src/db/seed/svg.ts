/** Escapes text for use inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An HSL colour string with rounded components. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = Math.round(((hue % 360) + 360) % 360);
  return `hsl(${h},${Math.round(saturation)}%,${Math.round(lightness)}%)`;
}

/** Rounds a coordinate to one decimal so the markup stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Wraps an SVG body in a root element with the given view box size. */
export function svgDocument(width: number, height: number, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" ` +
    `height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>`
  );
}

/** Splits text into lines of at most `maxChars` characters, breaking between words. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && `${current} ${word}`.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}
