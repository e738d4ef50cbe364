import { REVIEW_POINTS_MAX } from '@haven/shared/hero-reviews/constants';
import { HERO_REVIEW_MESSAGES } from '@haven/shared/hero-reviews/messages';
import {
  type HeroReview,
  HeroReviewInputSchema,
  ReviewPointSchema,
  type Speciality,
} from '@haven/shared/hero-reviews/schemas';
import { DEFAULT_LANGUAGE } from '@haven/shared/i18n/languages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { Button } from '../../../components/ui/button';
import { CARD_CLASSES } from '../../../components/ui/card';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { RemoveRowButton } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getHeroReview, useHeroReview } from '../api/get-hero-review';
import { useSpecialities } from '../api/get-specialities';
import { useSaveHeroReview } from '../api/save-hero-review';
import { HERO_REVIEW_TEXTS as M } from '../shared-texts';
import { SpecialityVocabulary } from './speciality-vocabulary';

const PointRowsSchema = z
  .array(z.object({ text: ReviewPointSchema }))
  .max(REVIEW_POINTS_MAX, HERO_REVIEW_MESSAGES.pointsTooMany);
/** The form holds each point as a row, as field arrays need. */
const ReviewFormSchema = HeroReviewInputSchema.pick({ verdict: true, overview: true, specialityIds: true })
  .required()
  .extend({ strengths: PointRowsSchema, weaknesses: PointRowsSchema });
type ReviewForm = z.input<typeof ReviewFormSchema>;

function toValues(review: HeroReview): ReviewForm {
  return {
    verdict: review.verdict,
    overview: review.overview,
    strengths: review.strengths.map((text) => ({ text })),
    weaknesses: review.weaknesses.map((text) => ({ text })),
    specialityIds: review.specialities.map((tag) => tag.id),
  };
}

type PointsFieldProps = {
  name: 'strengths' | 'weaknesses';
  control: Control<ReviewForm>;
  register: UseFormRegister<ReviewForm>;
  errors: FieldErrors<ReviewForm>;
};

/** A short list of points, each a line, added and removed freely up to the limit. */
function PointsField({ name, control, register, errors }: PointsFieldProps) {
  const { t } = useLingui();
  const rows = useFieldArray({ control, name });
  const title = name === 'strengths' ? M.strengths : M.weaknesses;
  const removeLabel = (place: number) =>
    name === 'strengths' ? t`Remove strength ${place}` : t`Remove weakness ${place}`;
  const listError = errors[name]?.message ?? errors[name]?.root?.message;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</legend>
      <ul className="space-y-2">
        {rows.fields.map((row, index) => {
          const id = `review-${name}-${index}`;
          const error = errors[name]?.[index]?.text?.message;
          return (
            <li key={row.id}>
              <div className="flex items-center gap-2">
                <Input
                  id={id}
                  aria-label={t`${title} ${index + 1}`}
                  placeholder={M.pointPlaceholder}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldMessageId(id) : undefined}
                  {...register(`${name}.${index}.text`)}
                />
                <RemoveRowButton label={removeLabel(index + 1)} onClick={() => rows.remove(index)} />
              </div>
              {error && (
                <p
                  id={fieldMessageId(id)}
                  className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
                >
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {listError && <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{listError}</p>}
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        disabled={rows.fields.length >= REVIEW_POINTS_MAX}
        onClick={() => rows.append({ text: '' })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {name === 'strengths' ? M.addStrength : M.addWeakness}
      </Button>
    </fieldset>
  );
}

function SpecialityChoices({
  tags,
  register,
}: {
  tags: readonly Speciality[];
  register: UseFormRegister<ReviewForm>;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{M.specialities}</legend>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{M.specialitiesHint}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag.id}>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 dark:border-white/15 dark:text-slate-100 dark:has-checked:bg-brand-300/15">
              <input
                type="checkbox"
                value={tag.id}
                className="size-4 accent-brand-600"
                {...register('specialityIds')}
              />
              <span data-content>{tag.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ReviewEditorForm({ heroId, slug, review }: { heroId: string; slug: string; review: HeroReview }) {
  const save = useSaveHeroReview();
  const tags = useSpecialities();
  const form = useForm<ReviewForm>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: toValues(review),
  });
  const { errors, isSubmitting } = form.formState;

  const saveReview = async (values: ReviewForm, version: number) => {
    const saved = await save.mutateAsync({
      heroId,
      input: {
        version,
        verdict: values.verdict,
        overview: values.overview,
        strengths: values.strengths.map((row) => row.text),
        weaknesses: values.weaknesses.map((row) => row.text),
        // Ticks of tags deleted meanwhile are left out.
        specialityIds: (values.specialityIds ?? []).filter((id) =>
          tags.data?.items.some((tag) => tag.id === id),
        ),
      },
    });
    edit.saved(values, saved.version);
    toast.success(M.saved);
  };
  const edit = useEditVersion<HeroReview, ReviewForm, ReviewForm>({
    opened: review,
    toValues,
    // The fields by the names the form shows, read when drawn.
    labels: {
      verdict: M.verdict,
      overview: M.overview,
      strengths: M.strengths,
      weaknesses: M.weaknesses,
      specialityIds: M.specialities,
    },
    loadCurrent: () => getHeroReview(slug, DEFAULT_LANGUAGE),
    onReload: (_, values) => form.reset(values),
    overwrite: saveReview,
    saveFailed: M.saveFailed,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveReview(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      if (applyFieldErrors(error, form.setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="hero-review-editor" className="mt-4 space-y-5">
      <FormField id="review-verdict" label={M.verdict} error={errors.verdict?.message} hint={M.verdictHint}>
        <Input
          id="review-verdict"
          aria-invalid={errors.verdict ? true : undefined}
          aria-describedby={errors.verdict ? fieldMessageId('review-verdict') : undefined}
          {...form.register('verdict')}
        />
      </FormField>
      <RichTextField control={form.control} name="overview" label={M.overview} toolbar="guide" />
      <div className="grid gap-5 md:grid-cols-2">
        <PointsField name="strengths" control={form.control} register={form.register} errors={errors} />
        <PointsField name="weaknesses" control={form.control} register={form.register} errors={errors} />
      </div>
      {tags.data && <SpecialityChoices tags={tags.data.items} register={form.register} />}
      <SpecialityVocabulary tags={tags.data?.items ?? []} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {M.save}
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}

/**
 * The admin hero editor's Review card: verdict, overview, strengths, weaknesses and specialities,
 * saved on their own from the version they were opened at.
 */
export function HeroReviewFields({ heroId, slug }: { heroId: string; slug: string }) {
  const review = useHeroReview(slug, DEFAULT_LANGUAGE);
  return (
    <section
      aria-labelledby="hero-review-editor"
      className={cn(CARD_CLASSES, 'mx-auto mb-10 w-full max-w-5xl p-4 sm:p-6')}
    >
      <h2 id="hero-review-editor" className="text-xl font-bold text-slate-900 dark:text-white">
        {M.editorHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{M.editorIntro}</p>
      {review.data ? (
        <ReviewEditorForm key={review.data.heroId} heroId={heroId} slug={slug} review={review.data} />
      ) : review.isError ? (
        <p className="mt-4 text-sm text-red-700 dark:text-red-300">{M.loadFailed}</p>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
