import {
  GAME_MODE_DESCRIPTION_MAX_LENGTH,
  GAME_MODE_NAME_MAX_LENGTH,
} from '@haven/shared/tier-list/constants';
import { type GameMode, type GameModeInput, GameModeInputSchema } from '@haven/shared/tier-list/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateGameMode } from '../api/create-game-mode';
import { useUpdateGameMode } from '../api/update-game-mode';
import { TIER_LIST_TEXTS as M } from '../shared-texts';

type GameModeFormProps = {
  /** The mode to rename; a new mode without one. */
  mode?: GameMode;
  /** Where a new mode goes: after the others. */
  nextPosition?: number;
  onDone?: () => void;
};

/** Adds a game mode, or renames one: its name and one-line description. */
export function GameModeForm({ mode, nextPosition = 0, onDone }: GameModeFormProps) {
  const { t } = useLingui();
  const create = useCreateGameMode();
  const update = useUpdateGameMode();
  const prefix = mode ? `mode-${mode.id}` : 'mode-new';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<GameModeInput>({
    resolver: zodResolver(GameModeInputSchema),
    defaultValues: {
      name: mode?.name ?? '',
      description: mode?.description ?? '',
      position: mode?.position ?? nextPosition,
    },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (mode) await update.mutateAsync({ modeId: mode.id, input });
      else await create.mutateAsync(input);
      toast.success(mode ? M.modeUpdated : M.modeCreated);
      if (!mode) reset({ name: '', description: '', position: nextPosition + 1 });
      onDone?.();
    } catch (error) {
      if (applyFieldErrors(error, setError, { conflictField: 'name', shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  const fieldProps = (name: 'name' | 'description') => ({
    id: `${prefix}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`${prefix}-${name}`) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
      <FormField id={`${prefix}-name`} label={t`Mode name`} error={errors.name?.message}>
        <Input {...fieldProps('name')} maxLength={GAME_MODE_NAME_MAX_LENGTH} {...register('name')} />
      </FormField>
      <FormField
        id={`${prefix}-description`}
        label={t`Description (optional)`}
        error={errors.description?.message}
      >
        <Input
          {...fieldProps('description')}
          maxLength={GAME_MODE_DESCRIPTION_MAX_LENGTH}
          {...register('description')}
        />
      </FormField>
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" disabled={isSubmitting}>
          {mode ? <Trans>Save</Trans> : <Trans>Add mode</Trans>}
        </Button>
        {mode && (
          <Button variant="ghost" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
