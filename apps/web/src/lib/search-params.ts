/**
 * Values of a list param that belong to `allowed`, in its order: written comma-separated
 * (`class=Guard,Doctor`) or repeated, as a form sends its tick boxes (`class=Guard&class=Doctor`).
 */
export function readList<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  const picked = new Set(values.flatMap((value) => value.split(',')));
  return allowed.filter((item) => picked.has(item));
}

/** A list's state as the address holds it: text, a number, or a list written comma-separated. */
type ParamValue = string | number | readonly string[];

/**
 * Writes each value into `target` under its key, leaving out empty ones and those equal to their
 * default (`{ sort: 'newest', page: 1 }`); other params are kept.
 */
export function writeParams(
  target: URLSearchParams,
  values: Record<string, ParamValue>,
  defaults: Record<string, string | number> = {},
): URLSearchParams {
  for (const [key, raw] of Object.entries(values)) {
    const value = typeof raw === 'object' ? raw.join(',') : String(raw);
    if (value !== '' && value !== String(defaults[key] ?? '')) target.set(key, value);
    else target.delete(key);
  }
  return target;
}
