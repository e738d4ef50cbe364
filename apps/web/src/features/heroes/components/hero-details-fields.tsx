import { HERO_CLASSES, HERO_ROLES, type HeroInput, RARITIES } from '@haven/shared';
import type { UseFormRegister } from 'react-hook-form';
import { FormField, fieldMessageId, INPUT_CLASSES, Input } from '../../../components/ui/form-field';

type HeroDetailsFieldsProps = { register: UseFormRegister<HeroInput>; nameError?: string };

/** The editor's drop-down fields, each a choice among fixed values. */
const CHOICE_FIELDS = [
  { name: 'class', label: 'Class', options: HERO_CLASSES },
  { name: 'rarity', label: 'Rarity', options: RARITIES },
] as const;

/** Name, class, rarity, description and roles of the hero editor. */
export function HeroDetailsFields({ register, nameError }: HeroDetailsFieldsProps) {
  return (
    <div className="space-y-5">
      <FormField id="hero-name" label="Name" error={nameError}>
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
          <FormField key={name} id={`hero-${name}`} label={label}>
            <select id={`hero-${name}`} className={INPUT_CLASSES} {...register(name)}>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </FormField>
        ))}
      </div>
      <FormField id="hero-description" label="Description">
        <textarea id="hero-description" rows={4} className={INPUT_CLASSES} {...register('description')} />
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">Roles</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {HERO_ROLES.map((role) => (
            <label
              key={role}
              className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              <input
                type="checkbox"
                value={role}
                className="size-4 rounded border-slate-400 accent-brand-600 dark:accent-brand-400"
                {...register('roles')}
              />
              {role}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
