import { type HeroDetail, type HeroInput, HeroInputSchema } from '@haven/shared/heroes/schemas';
import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/ui/admin-page-header';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { IMAGE_FILE_HINT, ImageUploadField, useImageUpload } from '../../../components/ui/image-upload-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { useCreateHero } from '../api/create-hero';
import { getHero } from '../api/get-hero';
import { useUpdateHero } from '../api/update-hero';
import { uploadHeroImage } from '../api/upload-hero-image';
import { heroText } from '../shared-texts';
import { HeroBuildField } from './hero-build-field';
import { HeroBuildNotesField } from './hero-build-notes-field';
import { HeroDetailsFields } from './hero-details-fields';
import { HERO_FIELD_LABELS, heroEditorDefaults, skillCostEntries } from './hero-editor-values';
import { HeroSkillsFields } from './hero-skills-fields';
import { HeroStatsFields } from './hero-stats-fields';
import { HeroTeammatesField, type TeammateChip } from './hero-teammates-field';

type HeroEditorFormProps = {
  /** The hero being edited; absent when adding one. */
  hero?: HeroDetail;
  /** Where the back link and a successful save lead. */
  backTo: string;
};

/**
 * Add or edit a hero (admin): portrait upload, details, roles, base stats, typed skills, the
 * recommended build, teammates and build notes, checked with the server's schema.
 */
export function HeroEditorForm({ hero, backTo }: HeroEditorFormProps) {
  const navigate = useNavigate();
  const { i18n, t } = useLingui();
  const create = useCreateHero();
  const update = useUpdateHero();
  const form = useForm<HeroInput>({
    resolver: zodResolver(HeroInputSchema),
    defaultValues: heroEditorDefaults(hero),
  });
  const { errors, isSubmitting } = form.formState;
  const [teammates, setTeammates] = useState<TeammateChip[]>(hero?.teammates ?? []);
  const image = useImageUpload(uploadHeroImage);
  const imageUrl = form.watch('imageUrl');
  const title = hero ? t`Edit Hero` : t`Add Hero`;

  const edit = useEditVersion({
    opened: hero,
    toValues: heroEditorDefaults,
    labels: Object.fromEntries(
      Object.entries(HERO_FIELD_LABELS).map(([field, label]) => [field, i18n._(label)]),
    ),
    loadCurrent: () => getHero(hero?.slug ?? '', DEFAULT_LANGUAGE),
    onReload: (current, values) => {
      setTeammates(current.teammates);
      form.reset(values);
    },
    overwrite: (input, version) => saveHero(input, version),
    saveFailed: heroText('saveFailed'),
  });

  /** Saves the form's values (an edit from `version`), then leads back to the list. */
  const saveHero = async (input: HeroInput, version: number) => {
    if (hero) await update.mutateAsync({ heroId: hero.id, input: { ...input, version } });
    else await create.mutateAsync(input);
    toast.success(heroText('saved'));
    navigate(backTo);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await saveHero(input, edit.version);
    } catch (error) {
      if (await edit.refused(error, input)) return;
      if (applyFieldErrors(error, form.setError, { conflictField: 'name', shouldFocus: true })) return;
      toast.error(messageFor(error, heroText('saveFailed')));
    }
  });

  const isBusy = isSubmitting || image.isUploading;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <AdminPageHeader
        title={title}
        documentTitle={hero ? t`Edit ${hero.name}` : title}
        backTo={backTo}
        backLinkClassName="rounded"
      />

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        <div className={cn(CARD_CLASSES, 'grid gap-6 p-4 sm:p-6 md:grid-cols-[16rem_1fr]')}>
          <ImageUploadField
            legend={t`Image`}
            fileId="hero-image"
            fileLabel={t`Hero image`}
            imageUrl={imageUrl}
            upload={image}
            onChange={(uploaded) => form.setValue('imageUrl', uploaded, { shouldDirty: true })}
            previewAlt={t`Hero image preview`}
            previewClassName="mx-auto aspect-square w-full max-w-64"
            disabled={isBusy}
            hint={i18n._(IMAGE_FILE_HINT)}
          />
          <HeroDetailsFields register={form.register} nameError={errors.name?.message} />
        </div>
        <HeroStatsFields register={form.register} errors={errors.stats} />
        <HeroSkillsFields
          control={form.control}
          register={form.register}
          error={errors.skills?.root?.message ?? errors.skills?.message}
          rowErrors={errors.skills}
          costEntries={skillCostEntries(hero)}
          upgradeNoteError={errors.upgradeNote?.message}
        />
        <HeroBuildField
          control={form.control}
          register={form.register}
          errors={errors.build}
          initialEntries={hero?.build.map((item) => item.entry) ?? []}
        />
        <div className={cn(CARD_CLASSES, 'space-y-6 p-4 sm:p-6')}>
          <HeroTeammatesField
            heroId={hero?.id}
            teammates={teammates}
            error={errors.teammates?.message ?? errors.teammates?.root?.message}
            onChange={(chosen) => {
              setTeammates(chosen);
              form.setValue(
                'teammates',
                chosen.map((mate) => mate.id),
                { shouldDirty: true, shouldValidate: true },
              );
            }}
          />
          <HeroBuildNotesField control={form.control} />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ButtonLink to={backTo} variant="outline">
            <Trans>Cancel</Trans>
          </ButtonLink>
          <Button type="submit" disabled={isBusy}>
            {isSubmitting && <Spinner className="size-4" />}
            <Trans>Save Hero</Trans>
          </Button>
        </div>
      </form>
      {edit.dialog}
    </div>
  );
}
