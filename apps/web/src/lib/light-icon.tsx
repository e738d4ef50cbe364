import type { LucideProps } from 'lucide-react';

/** One drawn part of an icon as lucide-react describes it: its tag, its attributes, its parts. */
type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];
type IconData = { name?: string; size?: number; node: IconNode[]; aliases?: unknown[] };

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** An icon's inside as markup, made once per icon (lucide's own `key` attributes are React's, not the drawing's). */
function markupOf(nodes: IconNode[]): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join('');
      return `<${tag}${written}>${children ? markupOf(children) : ''}</${tag}>`;
    })
    .join('');
}

/** Whether an icon is named for assistive technology (else it is hidden from it), as lucide-react decides. */
function isNamed(props: Record<string, unknown>): boolean {
  for (const [name, value] of Object.entries(props)) {
    if ((name.startsWith('aria-') || name === 'role' || name === 'title') && value != null) return true;
  }
  return false;
}

/**
 * lucide-react's icon factory, drawn from static markup: the same `<svg>` with the same classes and
 * attributes, its inside written once per icon instead of an element per stroke on every draw. Builds
 * put it in the place of lucide-react's own (vite.config.ts), so every icon the app imports is drawn
 * by it, on the server and in the browser alike.
 */
export default function createLucideIcon(data: IconData) {
  const inside = { __html: markupOf(data.node) };
  const aliases = (data.aliases ?? []).filter(
    (alias): alias is string => typeof alias === 'string' && alias.trim() !== '',
  );
  const classes = [
    'lucide',
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...aliases.map((a) => `lucide-${a}`),
  ];
  const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  function LightIcon({ className, size, color, strokeWidth, children, ...rest }: LucideProps) {
    const named = Boolean(children) || isNamed(rest as Record<string, unknown>);
    const ownClasses = className?.split(' ').filter(Boolean) ?? [];
    return (
      // biome-ignore lint/a11y/noSvgWithoutTitle: hidden from assistive technology unless the caller names it, as lucide-react's icons are
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size ?? 24}
        height={size ?? 24}
        fill="none"
        stroke={color ?? 'currentColor'}
        strokeWidth={strokeWidth ?? 2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={[...new Set([...classes, ...ownClasses])].join(' ')}
        viewBox={viewBox}
        aria-hidden={named ? undefined : 'true'}
        {...rest}
        {...(children ? {} : { dangerouslySetInnerHTML: inside })}
      >
        {children ? (
          <>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the icon's own drawing from lucide-react's data, never input */}
            <g dangerouslySetInnerHTML={inside} />
            {children}
          </>
        ) : null}
      </svg>
    );
  }
  if (data.name) LightIcon.displayName = data.name;
  return LightIcon;
}
