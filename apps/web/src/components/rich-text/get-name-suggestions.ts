import type { MentionSuggestionList, MentionTarget } from '@haven/shared/mentions/schemas';
import { api } from '../../lib/api-client';

/** Hero, game database and outfit names that start with (or hold) the typed text, for the editor. */
export async function getNameSuggestions(query: string, signal: AbortSignal): Promise<MentionTarget[]> {
  const answer = await api.get<MentionSuggestionList>(`/api/mentions?q=${encodeURIComponent(query)}`, {
    signal,
  });
  return answer.items;
}
