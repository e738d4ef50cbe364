import type { BannerType } from '@haven/shared/banners/constants';
import { REALTIME_TOPICS } from '@haven/shared/common/realtime';
import type { PityRule, PityRuleInput } from '@haven/shared/summons/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function savePityRule({
  bannerType,
  rule,
}: {
  bannerType: BannerType;
  rule: PityRuleInput;
}): Promise<PityRule> {
  return api.put<PityRule>(`/api/admin/pity-rules/${encodeURIComponent(bannerType)}`, rule);
}

/** An admin saves one banner type's pity rule; the rules are read again. */
export function useSavePityRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePityRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [REALTIME_TOPICS.pityRules] }),
  });
}
