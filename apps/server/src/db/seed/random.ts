import { createHash } from 'node:crypto';

export { createRng, hashString, type Rng } from '@haven/shared/common/random';

/** A stable UUID (version-5 layout) derived from a key, so re-seeding finds the same rows. */
export function stableUuid(key: string): string {
  const hex = createHash('sha1').update(`heroes-haven-demo:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  const parts = [hex.slice(0, 8), hex.slice(8, 12), `5${hex.slice(13, 16)}`, variant + hex.slice(18, 20)];
  return `${parts.join('-')}-${hex.slice(20, 32)}`;
}
