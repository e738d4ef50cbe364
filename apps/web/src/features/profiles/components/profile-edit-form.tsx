import { GUILD_ROLES } from '@haven/shared/heroes/constants';
import {
  CHARACTER_CLASSES,
  PROFILE_LIMITS,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from '@haven/shared/profiles/edit';
import { PROFILE_MESSAGES } from '@haven/shared/profiles/messages';
import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { getProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';
import { HeirsField } from './heirs-field';
import { ProfileSelectField, ProfileTextField } from './profile-form-fields';
import { PROFILE_FIELD_LABELS, type ProfileFormValues, profileFormValuesOf } from './profile-form-values';

// The shared schema accepts the form's text (and more), and gives what the server stores.
const resolver = zodResolver(ProfileUpdateSchema) as unknown as Resolver<
  ProfileFormValues,
  unknown,
  ProfileUpdate
>;

type ProfileEditFormProps = {
  profile: PublicProfile;
  onSaved: (profile: PublicProfile) => void;
  onBack: () => void;
};

/** Edit profile: Basic Information, Social Links, Game Profile and Game Family. */
export function ProfileEditForm({ profile, onSaved, onBack }: ProfileEditFormProps) {
  // A suspended member is told before editing, and cannot save.
  const restriction = useWriteRestriction();
  const updateProfile = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileUpdate>({
    resolver,
    defaultValues: profileFormValuesOf(profile),
    // Each field's rule shows as the member types, not only on Save.
    mode: 'onChange',
  });

  const saveProfile = async (values: ProfileUpdate, version: number) => {
    const saved = await updateProfile.mutateAsync({ ...values, version });
    toast.success(PROFILE_MESSAGES.updated);
    onSaved(saved);
  };
  const edit = useEditVersion({
    opened: profile,
    toValues: profileFormValuesOf,
    labels: PROFILE_FIELD_LABELS,
    loadCurrent: () => getProfile(profile.username),
    onReload: (_current, values) => reset(values),
    overwrite: saveProfile,
    saveFailed: PROFILE_MESSAGES.updateFailed,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveProfile(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      if (applyFieldErrors(error, setError, { conflictField: 'username', shouldFocus: true })) return;
      toast.error(messageFor(error, PROFILE_MESSAGES.updateFailed));
    }
  });

  const form = { register, errors };
  const biographyError = errors.biography?.message;
  const avatarUrl = watch('avatarUrl');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {restriction && <WriteRestrictionNotice text={restriction} />}
      <Section title="Basic Information">
        <AvatarField
          avatarUrl={avatarUrl}
          username={profile.username}
          onChange={(url) => {
            clearErrors('avatarUrl');
            setValue('avatarUrl', url, { shouldDirty: true });
          }}
        />
        <ProfileTextField form={form} name="avatarUrl" label="Avatar URL" type="url" />
        <div className="grid gap-5 md:grid-cols-2">
          <ProfileTextField form={form} name="username" label="Username" autoComplete="username" />
          <ProfileTextField form={form} name="location" label="Location" />
        </div>
        <FormField
          id="profile-biography"
          label="Biography"
          error={biographyError}
          hint={`At most ${PROFILE_LIMITS.biography} characters.`}
        >
          <Textarea
            id="profile-biography"
            rows={4}
            aria-invalid={biographyError ? true : undefined}
            aria-describedby={fieldMessageId('profile-biography')}
            {...register('biography')}
          />
        </FormField>
      </Section>

      <Section title="Social Links" columns="md:grid-cols-3">
        <ProfileTextField form={form} name="twitterHandle" label="Twitter Handle" />
        <ProfileTextField form={form} name="discordHandle" label="Discord Handle" />
        <ProfileTextField form={form} name="youtubeHandle" label="YouTube Handle" />
      </Section>

      <Section title="Game Profile" columns="md:grid-cols-2">
        <ProfileTextField form={form} name="characterName" label="Character Name" />
        <ProfileTextField form={form} name="server" label="Server" />
        <ProfileSelectField
          form={form}
          name="characterClass"
          label="Character Class"
          values={CHARACTER_CLASSES}
        />
        <ProfileTextField
          form={form}
          name="characterLevel"
          label="Character Level"
          type="number"
          inputMode="numeric"
          min={1}
          max={PROFILE_LIMITS.characterLevelMax}
        />
        <ProfileTextField form={form} name="guildName" label="Guild Name" />
        <ProfileSelectField form={form} name="guildRole" label="Guild Role" values={GUILD_ROLES} />
      </Section>

      <Section title="Game Family">
        <ProfileTextField form={form} name="loverName" label="Lover Name" />
        <HeirsField control={control} errors={errors} />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting || restriction !== null}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}

type SectionProps = {
  title: string;
  /** Lays the fields out in this many columns from medium screens up. */
  columns?: 'md:grid-cols-2' | 'md:grid-cols-3';
  children: ReactNode;
};

function Section({ title, columns, children }: SectionProps) {
  return (
    <section className={`${CARD_CLASSES} space-y-5 p-4 sm:p-6`} aria-label={title}>
      <h2 className="text-lg font-bold text-slate-900 dark:text-white">{title}</h2>
      {columns ? <div className={`grid gap-5 ${columns}`}>{children}</div> : children}
    </section>
  );
}
