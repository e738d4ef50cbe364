import { SKILL_COOLDOWN_MAX, SKILL_TYPES } from '@haven/shared/heroes/constants';
import type { BuildEntry, HeroInput } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { RemoveRowButton, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, Input, WholeNumberInput } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';
import { SkillDepthFields, SkillUpgradeNoteField } from './hero-skill-depth-fields';

/** A new skill row starts empty; the schema refuses a row with only one of its two parts. */
export const EMPTY_SKILL = { name: '', description: '', type: 'Active', cooldown: 0 } as const;

type HeroSkillsFieldsProps = {
  control: Control<HeroInput>;
  register: UseFormRegister<HeroInput>;
  error?: string;
  /** Messages on single skills (a cooldown out of range). */
  rowErrors?: FieldErrors<HeroInput>['skills'];
  /** The items the stored upgrade costs name. */
  costEntries: readonly BuildEntry[];
  upgradeNoteError?: string;
};

/** The editor's Skills section: numbered rows of name, type, cooldown and description, added and removed freely. */
export function HeroSkillsFields({
  control,
  register,
  error,
  rowErrors,
  costEntries,
  upgradeNoteError,
}: HeroSkillsFieldsProps) {
  const { t } = useLingui();
  const skills = useFieldArray({ control, name: 'skills' });
  return (
    <section aria-labelledby="hero-skills-heading" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="hero-skills-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          <Trans>Skills</Trans>
        </h2>
        <Button variant="secondary" size="sm" onClick={() => skills.append(EMPTY_SKILL)}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add Skill</Trans>
        </Button>
      </div>
      {error && (
        <p
          id="hero-skills-error"
          role="alert"
          className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      )}
      {skills.fields.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          <Trans>No skills yet.</Trans>
        </p>
      ) : (
        <ol className="mt-4 space-y-4">
          {skills.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[14rem_1fr_auto] dark:border-white/10"
            >
              <div className="space-y-3">
                <FormField id={`skill-${field.id}-name`} label={t`Skill ${index + 1} name`}>
                  <Input
                    id={`skill-${field.id}-name`}
                    autoComplete="off"
                    {...register(`skills.${index}.name`)}
                  />
                </FormField>
                <SkillTypeFields id={field.id} index={index} register={register} rowErrors={rowErrors} />
              </div>
              <FormField id={`skill-${field.id}-description`} label={t`Skill ${index + 1} description`}>
                <Textarea
                  id={`skill-${field.id}-description`}
                  rows={2}
                  {...register(`skills.${index}.description`)}
                />
              </FormField>
              <RemoveRowButton
                label={t`Remove skill ${index + 1}`}
                className="justify-self-end sm:mt-7"
                onClick={() => skills.remove(index)}
              />
              <SkillDepthFields
                control={control}
                register={register}
                index={index}
                fieldId={field.id}
                errors={rowErrors?.[index]}
                knownEntries={costEntries}
              />
            </li>
          ))}
        </ol>
      )}
      <SkillUpgradeNoteField register={register} error={upgradeNoteError} />
    </section>
  );
}

type SkillTypeFieldsProps = {
  id: string;
  index: number;
  register: UseFormRegister<HeroInput>;
  rowErrors?: FieldErrors<HeroInput>['skills'];
};

/** A skill's type and its cooldown in turns, side by side. */
function SkillTypeFields({ id, index, register, rowErrors }: SkillTypeFieldsProps) {
  const { t } = useLingui();
  const cooldownId = `skill-${id}-cooldown`;
  const cooldownError = rowErrors?.[index]?.cooldown?.message;
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField id={`skill-${id}-type`} label={t`Skill ${index + 1} type`}>
        <Select id={`skill-${id}-type`} {...register(`skills.${index}.type`)}>
          {SKILL_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={cooldownId} label={t`Skill ${index + 1} cooldown (turns)`} error={cooldownError}>
        <WholeNumberInput
          id={cooldownId}
          max={SKILL_COOLDOWN_MAX}
          error={cooldownError}
          {...register(`skills.${index}.cooldown`)}
        />
      </FormField>
    </div>
  );
}
