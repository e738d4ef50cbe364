import type { Team } from '@haven/shared/teams/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { RequireUser } from '../../../features/auth/components/guards';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { MyTeams } from '../../../features/teams/components/my-teams';
import { TeamBuilder } from '../../../features/teams/components/team-builder';
import { paths } from '../../../lib/paths';
import { useTeamModes } from './team-page-context';

export function Component() {
  const { t } = useLingui();
  const [justCreated, setJustCreated] = useState<Team | null>(null);
  const modes = useTeamModes();
  return (
    <RequireUser redirectTo={paths.publicTeams}>
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <PageTitle title={t`My Teams`} description={t`Build up to five teams and share them with friends.`} />
        <MyTeams
          justCreated={justCreated}
          renderBuilder={({ team, onDraftChange, onDone }) => (
            <TeamBuilder
              key={team?.id ?? 'new'}
              team={team}
              modes={modes}
              onSaved={(saved) => {
                if (!team) setJustCreated(saved);
                onDone();
              }}
              onCancel={team ? onDone : undefined}
              onDraftChange={onDraftChange}
              renderPicker={(props) => <HeroPickerModal {...props} canFilterOwned />}
            />
          )}
        />
      </div>
    </RequireUser>
  );
}
