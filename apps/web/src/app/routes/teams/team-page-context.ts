import type { PolicyViewer } from '@haven/shared/common/policy-viewer';
import type { GameMode } from '@haven/shared/tier-list/schemas';
import { useSession } from '../../../features/auth/api/get-me';
import { useGameModes } from '../../../features/tier-list/api/get-game-modes';

/** Who is looking at a team page: the member, null for a visitor, undefined while the session loads. */
export function useTeamViewer(): PolicyViewer | undefined {
  const { user, isLoading } = useSession();
  return isLoading ? undefined : user;
}

const NO_MODES: readonly GameMode[] = [];

/** The tier list's game modes, which teams are built for; none until they load. */
export function useTeamModes(): readonly GameMode[] {
  return useGameModes().data?.items ?? NO_MODES;
}
