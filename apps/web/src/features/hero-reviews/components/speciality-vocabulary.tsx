import type { Speciality } from '@haven/shared/hero-reviews/schemas';
import { SpecialityInputSchema } from '@haven/shared/hero-reviews/schemas';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { RemoveRowButton } from '../../../components/ui/form-controls';
import { fieldMessageId, Input } from '../../../components/ui/form-field';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useCreateSpeciality } from '../api/create-speciality';
import { useDeleteSpeciality } from '../api/delete-speciality';
import { HERO_REVIEW_TEXTS as M } from '../shared-texts';

/** The admins' speciality vocabulary, folded away under the tags: add a tag, delete one. */
export function SpecialityVocabulary({ tags }: { tags: readonly Speciality[] }) {
  const { t } = useLingui();
  const create = useCreateSpeciality();
  const remove = useDeleteSpeciality();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    const parsed = SpecialityInputSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? M.specialityNameRequired);
      return;
    }
    try {
      await create.mutateAsync(parsed.data);
      setName('');
      setError(null);
      toast.success(M.specialityAdded);
    } catch (failure) {
      setError(messageFor(failure, M.saveFailed));
    }
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3 dark:border-white/10">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800 dark:text-slate-200">
        {M.manageSpecialities}
      </summary>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{M.manageSpecialitiesHint}</p>
      <div className="mt-3 flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <Input
            id="new-speciality"
            aria-label={M.newSpeciality}
            placeholder={M.newSpeciality}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? fieldMessageId('new-speciality') : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void add();
            }}
          />
          {error && (
            <p
              id={fieldMessageId('new-speciality')}
              className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
            >
              {error}
            </p>
          )}
        </div>
        <Button variant="secondary" disabled={create.isPending} onClick={() => void add()}>
          {M.addSpeciality}
        </Button>
      </div>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag.id}
            className="flex items-center gap-1 rounded-full bg-slate-100 pl-3 text-sm text-slate-800 dark:bg-white/10 dark:text-slate-100"
          >
            <span data-content>{tag.name}</span>
            <RemoveRowButton
              label={t`Delete tag ${tag.name}`}
              className="size-8"
              onClick={async () => {
                try {
                  await remove.mutateAsync(tag.id);
                  toast.success(M.specialityDeleted);
                } catch (failure) {
                  toast.error(messageFor(failure, M.saveFailed));
                }
              }}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
