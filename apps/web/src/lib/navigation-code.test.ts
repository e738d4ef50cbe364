import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { withPagePreload } from './navigation-code';

describe('withPagePreload', () => {
  it("starts a page's preload as its lazy loader starts, at any depth, and still loads the page", async () => {
    const page = { Component: () => null };
    const preload = vi.fn();
    const routes: RouteObject[] = [
      {
        id: 'root',
        path: '/',
        children: [{ children: [{ path: 'heroes', id: 'routes/heroes/heroes', lazy: async () => page }] }],
      },
    ];
    const wrapped = withPagePreload(routes, preload);
    const heroes = wrapped[0]?.children?.[0]?.children?.[0];
    expect(preload).not.toHaveBeenCalled();
    const lazy = heroes?.lazy as () => Promise<unknown>;
    const loading = lazy();
    expect(preload).toHaveBeenCalledWith('routes/heroes/heroes');
    await expect(loading).resolves.toBe(page);
  });

  it('leaves routes without a lazy loader as they are', () => {
    const preload = vi.fn();
    const [root] = withPagePreload([{ id: 'root', path: '/', element: null }], preload);
    expect(root).toEqual({ id: 'root', path: '/', element: null });
  });
});
