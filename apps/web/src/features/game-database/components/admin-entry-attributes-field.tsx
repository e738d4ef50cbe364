import {
  DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH,
  DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH,
  DATABASE_ENTRY_ATTRIBUTES_MAX,
} from '@haven/shared/game-database/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { RemoveRowButton } from '../../../components/ui/form-controls';
import { Input } from '../../../components/ui/form-field';
import { DATABASE_TEXTS as M } from '../shared-texts';
import type { EntryFieldGroupProps } from './admin-entry-form-values';

/** Label and value pairs, added and removed row by row, up to the shared maximum. */
export function AdminEntryAttributesField({ register, control, errors }: EntryFieldGroupProps) {
  const { t } = useLingui();
  const max = DATABASE_ENTRY_ATTRIBUTES_MAX;
  const attributes = useFieldArray({ control, name: 'attributes' });
  const attributesError = errors.attributes?.message ?? errors.attributes?.root?.message;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        <Trans>Attributes</Trans>
      </legend>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        <Trans>Label and value pairs such as "Attack" and "+120" (up to {max}).</Trans>
      </p>
      {attributes.fields.length > 0 && (
        <ol className="mt-3 space-y-2">
          {attributes.fields.map((row, index) => {
            const rowErrors = errors.attributes?.[index];
            return (
              // On phones the value sits under its label, so long values stay readable.
              <li
                key={row.id}
                className="flex items-start gap-2 border-b border-slate-200 pb-2 last:border-0 last:pb-0 sm:border-0 sm:pb-0 dark:border-white/10"
              >
                <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
                  <Input
                    aria-label={t`Attribute ${index + 1} label`}
                    placeholder={t`Label`}
                    maxLength={DATABASE_ATTRIBUTE_LABEL_MAX_LENGTH}
                    aria-invalid={rowErrors?.label || attributesError ? true : undefined}
                    {...register(`attributes.${index}.label`)}
                  />
                  <Input
                    aria-label={t`Attribute ${index + 1} value`}
                    placeholder={t`Value`}
                    maxLength={DATABASE_ATTRIBUTE_VALUE_MAX_LENGTH}
                    aria-invalid={rowErrors?.value || attributesError ? true : undefined}
                    {...register(`attributes.${index}.value`)}
                  />
                </div>
                <RemoveRowButton
                  label={t`Remove attribute ${index + 1}`}
                  onClick={() => attributes.remove(index)}
                />
              </li>
            );
          })}
        </ol>
      )}
      {(attributesError || errors.attributes?.some?.((row) => row?.label || row?.value)) && (
        <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {attributesError ?? M.attributeTooLong}
        </p>
      )}
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={attributes.fields.length >= DATABASE_ENTRY_ATTRIBUTES_MAX}
        onClick={() => attributes.append({ label: '', value: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add Attribute</Trans>
      </Button>
    </fieldset>
  );
}
