import { HERO_CLASSES, HERO_ROLES, RARITIES } from '@haven/shared/heroes/constants';
import type { HeroInput } from '@haven/shared/heroes/schemas';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegister } from 'react-hook-form';
import { Checkbox, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';

type HeroDetailsFieldsProps = { register: UseFormRegister<HeroInput>; nameError?: string };

/** The editor's drop-down fields, each a choice among fixed values (the game's own terms); labels read when drawn. */
const CHOICE_FIELDS = [
  { name: 'class', label: msg`Class`, options: HERO_CLASSES },
  { name: 'rarity', label: msg`Rarity`, options: RARITIES },
] as const;

/** Name, class, rarity, description and roles of the hero editor. */
export function HeroDetailsFields({ register, nameError }: HeroDetailsFieldsProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="space-y-5">
      <FormField id="hero-name" label={t`Name`} error={nameError}>
        <Input
          id="hero-name"
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? fieldMessageId('hero-name') : undefined}
          {...register('name')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {CHOICE_FIELDS.map(({ name, label, options }) => (
          <FormField key={name} id={`hero-${name}`} label={i18n._(label)}>
            <Select id={`hero-${name}`} {...register(name)}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
      </div>
      <FormField id="hero-description" label={t`Description`}>
        <Textarea id="hero-description" rows={4} {...register('description')} />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
          <Trans>Roles</Trans>
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {HERO_ROLES.map((role) => (
            <label
              key={role}
              className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              <Checkbox value={role} {...register('roles')} />
              {/* A role is the game's own term: drawn as the game names it. */}
              <span data-content>{role}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
