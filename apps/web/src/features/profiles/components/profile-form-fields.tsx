import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Select } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { sharedText } from '../../../lib/shared-texts';
import type { ProfileFormValues } from './profile-form-values';

type ProfileTextFieldName = Exclude<keyof ProfileFormValues, 'heirs'>;

/** The username's rule, said under the field wherever a username is chosen. */
export const USERNAME_HINT = msg`3 to 30 characters: letters, numbers and underscores.`;

const NAME_HINT = msg`Letters and spaces, up to 15.`;

/** The rule said under a field before it is broken, for the fields that have one. */
const FIELD_HINTS: Partial<Record<ProfileTextFieldName, MessageDescriptor>> = {
  avatarUrl: msg`Or link to an image ending in .jpg, .jpeg, .png or .gif.`,
  username: USERNAME_HINT,
  characterName: NAME_HINT,
  guildName: NAME_HINT,
  loverName: NAME_HINT,
};

/** What a profile field needs from the form, which checks each field as it changes. */
export type ProfileFieldForm = {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
};

type ProfileFieldProps<Name extends ProfileTextFieldName> = {
  form: ProfileFieldForm;
  name: Name;
  label: string;
  hint?: ReactNode;
};

/** The id, invalid mark, message link and registration of one profile field. */
function controlProps({ form, name, hint }: ProfileFieldProps<ProfileTextFieldName>) {
  const id = `profile-${name}`;
  const error = sharedText(form.errors[name]?.message);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? fieldMessageId(id) : undefined,
    ...form.register(name),
  } as const;
}

/** One text input of the profile form with its label, hint and message. */
export function ProfileTextField({
  form,
  name,
  label,
  hint,
  type = 'text',
  autoComplete = 'off',
  ...inputProps
}: ProfileFieldProps<ProfileTextFieldName> & Omit<ComponentProps<'input'>, 'form' | 'name'>) {
  const { t } = useLingui();
  const ruleHint = FIELD_HINTS[name];
  hint ??= ruleHint && t(ruleHint);
  return (
    <FormField
      id={`profile-${name}`}
      label={label}
      error={sharedText(form.errors[name]?.message)}
      hint={hint}
    >
      <Input
        type={type}
        autoComplete={autoComplete}
        {...inputProps}
        {...controlProps({ form, name, label, hint })}
      />
    </FormField>
  );
}

/** One drop-down of the profile form, 'Not set' first. */
export function ProfileSelectField({
  form,
  name,
  label,
  values,
}: ProfileFieldProps<'characterClass' | 'guildRole'> & { values: readonly string[] }) {
  return (
    <FormField id={`profile-${name}`} label={label} error={sharedText(form.errors[name]?.message)}>
      <Select {...controlProps({ form, name, label })}>
        <option value="">
          <Trans>Not set</Trans>
        </option>
        {values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
