import { PROFILE_LIMITS, type ProfileUpdate } from '@haven/shared/profiles/edit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { type Control, type FieldErrors, useController } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { fieldMessageId, Input } from '../../../components/ui/form-field';
import { sharedText } from '../../../lib/shared-texts';
import type { ProfileFormValues } from './profile-form-values';

type HeirsFieldProps = {
  control: Control<ProfileFormValues, unknown, ProfileUpdate>;
  errors: FieldErrors<ProfileFormValues>;
};

/** The character's heirs as a list the member adds to and removes from. */
export function HeirsField({ control, errors }: HeirsFieldProps) {
  const { t } = useLingui();
  const { field } = useController({ control, name: 'heirs' });
  const heirs = field.value;
  const setHeirs = (next: string[]) => field.onChange(next);
  const heirErrors = Array.isArray(errors.heirs) ? errors.heirs : [];
  const listError = sharedText(!Array.isArray(errors.heirs) ? errors.heirs?.message : undefined);

  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Trans>Heirs</Trans>
      </legend>
      {heirs.length === 0 && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          <Trans>No heirs added yet.</Trans>
        </p>
      )}
      <ul className="space-y-2">
        {heirs.map((heir, index) => {
          const id = `profile-heir-${index}`;
          const error = sharedText((heirErrors[index] as { message?: string } | undefined)?.message);
          const position = index + 1;
          return (
            // Heirs have no identity beyond their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited by position
            <li key={index}>
              <div className="flex gap-2">
                <label htmlFor={id} className="sr-only">
                  <Trans>Heir {position}</Trans>
                </label>
                <Input
                  id={id}
                  value={heir}
                  maxLength={PROFILE_LIMITS.heir + 5}
                  className="flex-1"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldMessageId(id) : undefined}
                  onChange={(event) => setHeirs(heirs.map((h, i) => (i === index ? event.target.value : h)))}
                  onBlur={field.onBlur}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Remove heir ${position}`}
                  onClick={() => setHeirs(heirs.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {error && (
                <p
                  id={fieldMessageId(id)}
                  className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300"
                >
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listError && <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">{listError}</p>}
      {heirs.length < PROFILE_LIMITS.heirs && (
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setHeirs([...heirs, ''])}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add Heir</Trans>
        </Button>
      )}
    </fieldset>
  );
}
