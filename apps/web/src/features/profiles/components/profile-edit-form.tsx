import { GUILD_ROLES } from '@haven/shared/heroes/constants';
import {
  CHARACTER_CLASSES,
  PROFILE_LIMITS,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from '@haven/shared/profiles/edit';
import type { PublicProfile } from '@haven/shared/profiles/public-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useWriteRestriction, WriteRestrictionNotice } from '../../../components/ui/write-restriction';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { sharedText } from '../../../lib/shared-texts';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileTexts } from '../shared-texts';
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
  const { t } = useLingui();
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
    toast.success(profileTexts.updated);
    onSaved(saved);
  };
  const edit = useEditVersion({
    opened: profile,
    toValues: profileFormValuesOf,
    labels: Object.fromEntries(
      Object.entries(PROFILE_FIELD_LABELS).map(([field, label]) => [field, t(label)]),
    ),
    loadCurrent: () => getProfile(profile.username),
    onReload: (_current, values) => reset(values),
    overwrite: saveProfile,
    saveFailed: profileTexts.updateFailed,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await saveProfile(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      if (applyFieldErrors(error, setError, { conflictField: 'username', shouldFocus: true })) return;
      toast.error(messageFor(error, profileTexts.updateFailed));
    }
  });

  const form = { register, errors };
  const biographyError = sharedText(errors.biography?.message);
  const biographyMax = PROFILE_LIMITS.biography;
  const avatarUrl = watch('avatarUrl');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {restriction && <WriteRestrictionNotice text={restriction} />}
      <Section title={t`Basic Information`}>
        <AvatarField
          avatarUrl={avatarUrl}
          username={profile.username}
          onChange={(url) => {
            clearErrors('avatarUrl');
            setValue('avatarUrl', url, { shouldDirty: true });
          }}
        />
        <ProfileTextField form={form} name="avatarUrl" label={t`Avatar URL`} type="url" />
        <div className="grid gap-5 md:grid-cols-2">
          <ProfileTextField form={form} name="username" label={t`Username`} autoComplete="username" />
          <ProfileTextField form={form} name="location" label={t`Location`} />
        </div>
        <FormField
          id="profile-biography"
          label={t`Biography`}
          error={biographyError}
          hint={t`At most ${biographyMax} characters.`}
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

      <Section title={t`Social Links`} columns="md:grid-cols-3">
        <ProfileTextField form={form} name="twitterHandle" label={t`Twitter Handle`} />
        <ProfileTextField form={form} name="discordHandle" label={t`Discord Handle`} />
        <ProfileTextField form={form} name="youtubeHandle" label={t`YouTube Handle`} />
      </Section>

      <Section title={t`Game Profile`} columns="md:grid-cols-2">
        <ProfileTextField form={form} name="characterName" label={t`Character Name`} />
        <ProfileTextField form={form} name="server" label={t`Server`} />
        <ProfileSelectField
          form={form}
          name="characterClass"
          label={t`Character Class`}
          values={CHARACTER_CLASSES}
        />
        <ProfileTextField
          form={form}
          name="characterLevel"
          label={t`Character Level`}
          type="number"
          inputMode="numeric"
          min={1}
          max={PROFILE_LIMITS.characterLevelMax}
        />
        <ProfileTextField form={form} name="guildName" label={t`Guild Name`} />
        <ProfileSelectField form={form} name="guildRole" label={t`Guild Role`} values={GUILD_ROLES} />
      </Section>

      <Section title={t`Game Family`}>
        <ProfileTextField form={form} name="loverName" label={t`Lover Name`} />
        <HeirsField control={control} errors={errors} />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting || restriction !== null}>
          {isSubmitting && <Spinner className="size-4" />}
          {isSubmitting ? t`Saving...` : t`Save Changes`}
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
