import {
  ACCEPTED_IMAGE_TYPES,
  HERO_CLASSES,
  HERO_MESSAGES,
  HERO_ROLES,
  type HeroDetail,
  type HeroInput,
  HeroInputSchema,
  MAX_UPLOAD_BYTES,
  MEDIA_MESSAGES,
  RARITIES,
} from '@haven/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ImagePlus, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { FormField, fieldMessageId, INPUT_CLASSES, Input } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useCreateHero } from '../api/create-hero';
import { useUpdateHero } from '../api/update-hero';
import { useUploadHeroImage } from '../api/upload-hero-image';

type HeroEditorFormProps = {
  /** The hero being edited; absent when adding one. */
  hero?: HeroDetail;
  /** Where the back link and a successful save lead. */
  backTo: string;
};

const EMPTY_SKILL = { name: '', description: '' };

function defaultValues(hero: HeroDetail | undefined): HeroInput {
  if (!hero) {
    return {
      name: '',
      class: 'Guard',
      rarity: 'SR',
      description: '',
      roles: [],
      imageUrl: null,
      skills: [EMPTY_SKILL],
    };
  }
  return {
    name: hero.name,
    class: hero.class,
    rarity: hero.rarity,
    description: hero.description,
    roles: HERO_ROLES.filter((role) => hero.roles.includes(role)),
    imageUrl: hero.imageUrl,
    skills: hero.skills.map((skill) => ({ ...skill })),
  };
}

/** Add or edit a hero (admin): portrait upload, details, roles and skills, checked with the server's schema. */
export function HeroEditorForm({ hero, backTo }: HeroEditorFormProps) {
  const navigate = useNavigate();
  const create = useCreateHero();
  const update = useUpdateHero();
  const upload = useUploadHeroImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(HeroInputSchema),
    defaultValues: defaultValues(hero),
  });
  const skills = useFieldArray({ control, name: 'skills' });
  const imageUrl = watch('imageUrl');
  const title = hero ? 'Edit Hero' : 'Add Hero';

  const onFileChosen = (file: File | undefined) => {
    if (!file) return;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      toast.error(MEDIA_MESSAGES.notAnImage);
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast.error(MEDIA_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ imageUrl: uploaded }) => setValue('imageUrl', uploaded, { shouldDirty: true }),
      onError: (error) => {
        toast.error(messageFor(error, MEDIA_MESSAGES.uploadFailed));
      },
    });
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (hero) await update.mutateAsync({ heroId: hero.id, input });
      else await create.mutateAsync(input);
      toast.success(HERO_MESSAGES.saved);
      navigate(backTo);
    } catch (error) {
      if (applyFieldErrors(error, setError, { conflictField: 'name', shouldFocus: true })) return;
      toast.error(HERO_MESSAGES.saveFailed);
    }
  });

  const nameError = errors.name?.message;
  const skillsError = errors.skills?.root?.message ?? errors.skills?.message;
  const isBusy = isSubmitting || upload.isPending;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={hero ? `Edit ${hero.name}` : title} />
      <Link
        to={backTo}
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
        <div className={cn(CARD_CLASSES, 'grid gap-6 p-4 sm:p-6 md:grid-cols-[16rem_1fr]')}>
          <div>
            <p className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">Image</p>
            <div className="relative mx-auto aspect-square w-full max-w-64 overflow-hidden rounded-xl bg-slate-100 dark:bg-night-950">
              <FallbackImage
                src={imageUrl}
                alt={imageUrl ? 'Hero image preview' : 'No image yet'}
                className="size-full object-cover"
              />
              {upload.isPending && (
                <div
                  className="absolute inset-0 grid place-items-center bg-night-950/50 text-white"
                  role="status"
                >
                  <Spinner className="size-8" />
                  <span className="sr-only">Uploading image...</span>
                </div>
              )}
            </div>
            <label htmlFor="hero-image" className="sr-only">
              Hero image
            </label>
            <input
              ref={fileInput}
              id="hero-image"
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                onFileChosen(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            <div className="mt-3 flex flex-wrap justify-center gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => fileInput.current?.click()}
                disabled={isBusy}
              >
                <ImagePlus aria-hidden="true" className="size-4" />
                {imageUrl ? 'Change Image' : 'Upload Image'}
              </Button>
              {imageUrl && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setValue('imageUrl', null, { shouldDirty: true })}
                  disabled={isBusy}
                >
                  Remove
                </Button>
              )}
            </div>
            <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
              PNG, JPG or WEBP, up to 5MB
            </p>
          </div>

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
              <FormField id="hero-class" label="Class">
                <select id="hero-class" className={INPUT_CLASSES} {...register('class')}>
                  {HERO_CLASSES.map((heroClass) => (
                    <option key={heroClass} value={heroClass}>
                      {heroClass}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField id="hero-rarity" label="Rarity">
                <select id="hero-rarity" className={INPUT_CLASSES} {...register('rarity')}>
                  {RARITIES.map((rarity) => (
                    <option key={rarity} value={rarity}>
                      {rarity}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            <FormField id="hero-description" label="Description">
              <textarea
                id="hero-description"
                rows={4}
                className={INPUT_CLASSES}
                {...register('description')}
              />
            </FormField>
            <fieldset>
              <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
                Roles
              </legend>
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
        </div>

        <section aria-labelledby="hero-skills-heading" className={cn(CARD_CLASSES, 'p-4 sm:p-6')}>
          <div className="flex items-center justify-between gap-3">
            <h2 id="hero-skills-heading" className="text-xl font-bold text-slate-900 dark:text-white">
              Skills
            </h2>
            <Button variant="secondary" size="sm" onClick={() => skills.append(EMPTY_SKILL)}>
              <Plus aria-hidden="true" className="size-4" />
              Add Skill
            </Button>
          </div>
          {skillsError && (
            <p
              id="hero-skills-error"
              role="alert"
              className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {skillsError}
            </p>
          )}
          {skills.fields.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">No skills yet.</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {skills.fields.map((field, index) => (
                <li
                  key={field.id}
                  className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[14rem_1fr_auto] dark:border-white/10"
                >
                  <FormField id={`skill-${field.id}-name`} label={`Skill ${index + 1} name`}>
                    <Input
                      id={`skill-${field.id}-name`}
                      autoComplete="off"
                      {...register(`skills.${index}.name`)}
                    />
                  </FormField>
                  <FormField id={`skill-${field.id}-description`} label={`Skill ${index + 1} description`}>
                    <textarea
                      id={`skill-${field.id}-description`}
                      rows={2}
                      className={INPUT_CLASSES}
                      {...register(`skills.${index}.description`)}
                    />
                  </FormField>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove skill ${index + 1}`}
                    className="justify-self-end text-red-700 hover:bg-red-50 sm:mt-7 dark:text-red-300 dark:hover:bg-red-400/10"
                    onClick={() => skills.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </section>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <ButtonLink to={backTo} variant="outline">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={isBusy}>
            {isSubmitting && <Spinner className="size-4" />}
            Save Hero
          </Button>
        </div>
      </form>
    </div>
  );
}
