/** Values of a comma-separated search param (`class=Guard,Doctor`) that belong to `allowed`, in its order. */
export function readList<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  if (!value) return [];
  const picked = new Set(value.split(','));
  return allowed.filter((item) => picked.has(item));
}
