import { TEAM_NOTES_MAX_LENGTH, TEAM_VISIBILITIES, type TeamVisibility } from '@haven/shared/teams/constants';
import type { CreateTeamRequest } from '@haven/shared/teams/schemas';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import { TEAM_VISIBILITY_HINT_TEXTS, TEAM_VISIBILITY_TEXTS, teamTexts } from '../shared-texts';

/** A game mode a team may be built for. */
export type TeamModeOption = { id: string; name: string };

type TeamDetailsFieldsProps = {
  modes: readonly TeamModeOption[];
  register: UseFormRegister<CreateTeamRequest>;
  errors: FieldErrors<CreateTeamRequest>;
  notesLength: number;
  visibility: TeamVisibility;
};

/**
 * The builder's optional game mode (none by default), who can see the team (public by default,
 * its choice explained under it) and plain-text notes with their counter.
 */
export function TeamDetailsFields({
  modes,
  register,
  errors,
  notesLength,
  visibility,
}: TeamDetailsFieldsProps) {
  const { t } = useLingui();
  const modeId = useId();
  const visibilityId = useId();
  const notesId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_1fr]">
      <div className="space-y-4">
        <FormField id={modeId} label={t`Game Mode`} hint={t`Optional.`} error={errors.modeId?.message}>
          <Select
            id={modeId}
            aria-describedby={fieldMessageId(modeId)}
            {...register('modeId', { setValueAs: (value: string | null) => value || null })}
          >
            <option value="">{teamTexts.noMode}</option>
            {modes.map((mode) => (
              <option key={mode.id} value={mode.id}>
                {mode.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          id={visibilityId}
          label={t`Who can see it`}
          hint={t(TEAM_VISIBILITY_HINT_TEXTS[visibility])}
          error={errors.visibility?.message}
        >
          <Select
            id={visibilityId}
            aria-describedby={fieldMessageId(visibilityId)}
            {...register('visibility')}
          >
            {TEAM_VISIBILITIES.map((option) => (
              <option key={option} value={option}>
                {t(TEAM_VISIBILITY_TEXTS[option])}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        id={notesId}
        label={t`Notes`}
        hint={t`Optional, plain text. ${notesLength}/${TEAM_NOTES_MAX_LENGTH} characters.`}
        error={errors.notes?.message}
      >
        <Textarea
          id={notesId}
          rows={3}
          maxLength={TEAM_NOTES_MAX_LENGTH}
          placeholder={t`How to play this team: openings, rotations, counters…`}
          aria-describedby={fieldMessageId(notesId)}
          {...register('notes')}
        />
      </FormField>
    </div>
  );
}
