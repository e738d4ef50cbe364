import {
  BANNER_ADVICE,
  BANNER_FEATURED_MAX,
  BANNER_NAME_MAX_LENGTH,
  BANNER_NOTES_MAX_LENGTH,
  BANNER_REASON_MAX_LENGTH,
  BANNER_TYPES,
} from '@haven/shared/banners/constants';
import { type Banner, type BannerInput, BannerInputSchema } from '@haven/shared/banners/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Controller, type FieldErrors, type Resolver } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { Checkbox, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input } from '../../../components/ui/form-field';
import { type HeroChip, HeroChipsField, type HeroPickerProps } from '../../../components/ui/hero-chips-field';
import { ImageUploadField, useImageUpload } from '../../../components/ui/image-upload-field';
import { FormDialog, ModalHeader } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { applyFieldErrors, messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useForm } from '../../../lib/use-form';
import { getAdminBanners } from '../api/get-admin-banners';
import { useSaveBanner } from '../api/save-banner';
import { uploadBannerImage } from '../api/upload-banner-image';
import {
  BANNER_ADVICE_TEXTS as BANNER_ADVICE_LABELS,
  BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS,
  BANNER_TEXTS as M,
} from '../shared-texts';

type BannerFormModalProps = {
  /** Open with this banner to edit it, with `'new'` to create one, or closed with null. */
  editing: Banner | 'new' | null;
  onClose: () => void;
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

/** A featured hero in the form: its chip and whether its rate is raised. */
type FeaturedValue = HeroChip & { isRateUp: boolean };
type FormValues = Omit<BannerInput, 'featured'> & { featured: FeaturedValue[] };

/** The value of a datetime-local field: local time, to the minute. */
const toLocalInput = (iso: string) => format(new Date(iso), "yyyy-MM-dd'T'HH:mm");

function defaultValues(banner: Banner | null): FormValues {
  return {
    name: banner?.name ?? '',
    type: banner?.type ?? 'limited',
    startsAt: banner ? toLocalInput(banner.startsAt) : '',
    endsAt: banner ? toLocalInput(banner.endsAt) : '',
    imageUrl: banner?.imageUrl ?? null,
    notes: banner?.notes ?? '',
    advice: banner?.advice ?? 'consider',
    adviceReason: banner?.adviceReason ?? '',
    featured: (banner?.featured ?? []).map(({ id, name, imageUrl, isRateUp }) => ({
      id,
      name,
      imageUrl,
      isRateUp,
    })),
  };
}

const toInput = ({ featured, ...values }: FormValues): BannerInput => ({
  ...values,
  // The fields hold local time; the server keeps the moments they name.
  startsAt: values.startsAt ? new Date(values.startsAt).toISOString() : '',
  endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : '',
  featured: featured.map((hero) => ({ heroId: hero.id, isRateUp: hero.isRateUp })),
});

/** The fields' names in the page's language, as a refused save lists them. */
function bannerFieldLabels(t: (descriptor: MessageDescriptor) => string) {
  return {
    name: t(msg`Name`),
    type: t(msg`Type`),
    startsAt: t(msg`Starts`),
    endsAt: t(msg`Ends`),
    imageUrl: t(msg`Image`),
    notes: t(msg`Notes`),
    advice: t(msg`Advice`),
    adviceReason: t(msg`Why`),
    featured: t(msg`Featured heroes`),
  };
}

/** The form's check: the shared rules, on the banner as the server receives it. */
const sharedCheck = zodResolver(BannerInputSchema);
const checkForm: Resolver<FormValues> = async (values, context, options) => {
  const result = await sharedCheck(toInput(values), context, options as never);
  if (Object.keys(result.errors).length > 0)
    return { values: {}, errors: result.errors as FieldErrors<FormValues> };
  return { values, errors: {} };
};

/** Create New Banner and the edit form, in one modal. */
export function BannerFormModal({ editing, onClose, renderHeroPicker }: BannerFormModalProps) {
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="w-[min(40rem,calc(100vw-2rem))] p-6"
    >
      {editing !== null && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onDone={onClose}
          renderHeroPicker={renderHeroPicker}
        />
      )}
    </FormDialog>
  );
}

type BannerFormProps = {
  banner: Banner | null;
  onDone: () => void;
  renderHeroPicker: (props: HeroPickerProps) => ReactNode;
};

function BannerForm({ banner, onDone, renderHeroPicker }: BannerFormProps) {
  const { i18n, t } = useLingui();
  const save = useSaveBanner();
  const image = useImageUpload(uploadBannerImage);
  const form = useForm<FormValues>({
    resolver: checkForm,
    defaultValues: defaultValues(banner),
  });
  const { errors, isSubmitting } = form.formState;
  const imageUrl = form.watch('imageUrl');

  const saveBanner = async (values: FormValues, version: number) => {
    await save.mutateAsync({ bannerId: banner?.id ?? null, input: toInput(values), version });
    toast.success(banner ? M.updated : M.created);
    onDone();
  };
  const edit = useEditVersion({
    opened: banner ?? undefined,
    toValues: defaultValues,
    labels: bannerFieldLabels((descriptor) => i18n._(descriptor)),
    loadCurrent: async () => {
      const current = (await getAdminBanners()).items.find((item) => item.id === banner?.id);
      if (!current) throw new Error('banner not found');
      return current;
    },
    onReload: (_current, values) => form.reset(values),
    overwrite: saveBanner,
    saveFailed: M.saveFailed,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveBanner(values, edit.version);
    } catch (error) {
      if (await edit.refused(error, values)) return;
      if (applyFieldErrors(error, form.setError, { shouldFocus: true })) return;
      toast.error(messageFor(error, M.saveFailed));
    }
  });

  const fieldProps = (name: keyof FormValues) => ({
    id: `banner-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldMessageId(`banner-${name}`) : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ModalHeader title={banner ? t`Edit Banner` : t`Create New Banner`} />
      <div className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
          <FormField id="banner-name" label={t`Name`} error={errors.name?.message}>
            <Input {...fieldProps('name')} maxLength={BANNER_NAME_MAX_LENGTH} {...form.register('name')} />
          </FormField>
          <FormField id="banner-type" label={t`Type`} error={errors.type?.message}>
            <Select {...fieldProps('type')} {...form.register('type')}>
              {BANNER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {BANNER_TYPE_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="banner-startsAt" label={t`Starts`} error={errors.startsAt?.message}>
            <Input {...fieldProps('startsAt')} type="datetime-local" {...form.register('startsAt')} />
          </FormField>
          <FormField id="banner-endsAt" label={t`Ends`} error={errors.endsAt?.message}>
            <Input {...fieldProps('endsAt')} type="datetime-local" {...form.register('endsAt')} />
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <div>
              <HeroChipsField
                id="banner-featured"
                legend={t`Featured heroes`}
                labels={{ add: t`Add Hero`, list: t`Featured heroes` }}
                heroes={field.value}
                max={BANNER_FEATURED_MAX}
                error={errors.featured?.message ?? errors.featured?.root?.message}
                onChange={(heroes) =>
                  field.onChange(
                    heroes.map((hero) => ({
                      ...hero,
                      isRateUp: field.value.find((chosen) => chosen.id === hero.id)?.isRateUp ?? true,
                    })),
                  )
                }
                renderHeroPicker={renderHeroPicker}
              />
              {field.value.length > 0 && (
                <fieldset className="mt-3">
                  <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                    {M.rateUp}
                  </legend>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    {field.value.map((hero) => (
                      <label
                        key={hero.id}
                        className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
                      >
                        <Checkbox
                          checked={hero.isRateUp}
                          onChange={(event) =>
                            field.onChange(
                              field.value.map((chosen) =>
                                chosen.id === hero.id
                                  ? { ...chosen, isRateUp: event.target.checked }
                                  : chosen,
                              ),
                            )
                          }
                        />
                        <span data-content>{hero.name}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            </div>
          )}
        />
        <div className="grid gap-4 sm:grid-cols-[11rem_1fr]">
          <FormField id="banner-advice" label={t`Advice`} error={errors.advice?.message}>
            <Select {...fieldProps('advice')} {...form.register('advice')}>
              {BANNER_ADVICE.map((value) => (
                <option key={value} value={value}>
                  {BANNER_ADVICE_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id="banner-adviceReason"
            label={t`Why, and for whom`}
            error={errors.adviceReason?.message}
          >
            <Textarea
              {...fieldProps('adviceReason')}
              rows={3}
              maxLength={BANNER_REASON_MAX_LENGTH}
              {...form.register('adviceReason')}
            />
          </FormField>
        </div>
        <FormField id="banner-notes" label={t`Notes (optional)`} error={errors.notes?.message}>
          <Textarea
            {...fieldProps('notes')}
            rows={3}
            maxLength={BANNER_NOTES_MAX_LENGTH}
            {...form.register('notes')}
          />
        </FormField>
        <ImageUploadField
          legend={t`Banner image`}
          fileId="banner-image"
          fileLabel={t`Banner image`}
          imageUrl={imageUrl ?? null}
          upload={{ upload: image.upload, isUploading: image.isUploading }}
          onChange={(uploaded) => form.setValue('imageUrl', uploaded, { shouldDirty: true })}
          previewClassName="aspect-[16/9] w-full"
          error={errors.imageUrl?.message}
          layout="start"
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Spinner className="size-4" />}
          {banner ? <Trans>Save Changes</Trans> : <Trans>Create Banner</Trans>}
        </Button>
      </div>
      {edit.dialog}
    </form>
  );
}
