import {
  DATABASE_CATEGORIES,
  DATABASE_ENTRY_NAME_MAX_LENGTH,
  DATABASE_ENTRY_SUMMARY_MAX_LENGTH,
} from '@haven/shared/game-database/constants';
import { RARITIES } from '@haven/shared/heroes/constants';
import { useLingui } from '@lingui/react/macro';
import { Controller, useWatch } from 'react-hook-form';
import { Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { categoryLabelText } from '../category-texts';
import { type EntryFieldGroupProps, entryFieldProps } from './admin-entry-form-values';

/** Category and rarity side by side, then the name and the summary with its characters left. */
export function AdminEntryBasicsFields({ register, control, errors }: EntryFieldGroupProps) {
  const { t } = useLingui();
  const summary = useWatch({ control, name: 'summary' }) ?? '';
  const left = DATABASE_ENTRY_SUMMARY_MAX_LENGTH - summary.length;
  return (
    <div className="min-w-0 space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="entry-category" label={t`Category`} error={errors.category?.message}>
          <Select {...entryFieldProps(errors, 'category')} {...register('category')}>
            <option value="">{t`Choose a category`}</option>
            {DATABASE_CATEGORIES.map((option) => (
              <option key={option.slug} value={option.slug}>
                {categoryLabelText(option.slug)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="entry-rarity" label={t`Rarity`} error={errors.rarity?.message}>
          <Controller
            control={control}
            name="rarity"
            render={({ field }) => (
              <Select
                {...entryFieldProps(errors, 'rarity')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              >
                <option value="">{t`None`}</option>
                {RARITIES.map((rarity) => (
                  <option key={rarity} value={rarity}>
                    {rarity}
                  </option>
                ))}
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField id="entry-name" label={t`Name`} error={errors.name?.message}>
        <Input
          {...entryFieldProps(errors, 'name')}
          maxLength={DATABASE_ENTRY_NAME_MAX_LENGTH}
          autoComplete="off"
          {...register('name')}
        />
      </FormField>
      <FormField
        id="entry-summary"
        label={t`Summary`}
        error={errors.summary?.message}
        hint={t`${left} characters left`}
      >
        <Textarea
          {...entryFieldProps(errors, 'summary')}
          aria-describedby={fieldMessageId('entry-summary')}
          rows={3}
          maxLength={DATABASE_ENTRY_SUMMARY_MAX_LENGTH}
          {...register('summary')}
        />
      </FormField>
    </div>
  );
}
