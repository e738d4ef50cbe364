import type { MemberCard, MemberListResponse } from '@haven/shared/members/schemas';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** Reads the members directory as a visitor: one page, or every page following the cursors. */
export function directoryReader(t: TestApp) {
  async function listMembers(query: string): Promise<MemberListResponse> {
    const response = await t.app.inject({ url: `/api/members?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<MemberListResponse>();
  }

  async function listAll(query: string): Promise<MemberCard[]> {
    const all: MemberCard[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await listMembers(`${query}${suffix}`);
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  return { listMembers, listAll };
}
