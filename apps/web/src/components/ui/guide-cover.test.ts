import { describe, expect, it } from 'vitest';
import { coverScene } from './guide-cover';

describe('coverScene', () => {
  it('draws the same picture for the same guide every time', () => {
    expect(coverScene('Arena Basics', ['pvp'])).toEqual(coverScene('Arena Basics', ['pvp']));
  });

  it('colours guides that share a first tag alike, and places their scenery by title', () => {
    const first = coverScene('Arena Basics', ['PvP', 'arena']);
    const second = coverScene('Late Arena', ['pvp']);
    expect(first.sky).toEqual(second.sky);
    expect(first.moon).not.toEqual(second.moon);
  });

  it('colours a guide without tags by its title', () => {
    expect(coverScene('Banquet Notes', []).sky).not.toEqual(coverScene('Banquet Guide', []).sky);
  });

  it('keeps every ridge inside the picture and closes it along the bottom', () => {
    for (const ridge of coverScene('Atlas Tower', ['pve']).ridges) {
      const points = ridge.points.split(' ').map((p) => p.split(',').map(Number));
      expect(points[0]).toEqual([0, 180]);
      expect(points.at(-1)).toEqual([320, 180]);
      for (const [x, y] of points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(320);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(180);
      }
    }
  });
});
