import type { AdminOutfit, OutfitCard } from '@haven/shared/outfits/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EditButton } from '../../../components/ui/edit-button';
import { useEditVersion } from '../../../components/ui/edit-conflict';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { INPUT_CLASSES, Input } from '../../../components/ui/form-field';
import { Cell } from '../../../components/ui/table';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { getAdminOutfits } from '../api/get-admin-outfits';
import { useUpdateOutfit } from '../api/update-outfit';
import { outfitTexts } from '../shared-texts';

const ID_CLASSES = 'font-mono text-xs text-slate-600 dark:text-slate-400';

function Thumbnail({ outfit }: { outfit: OutfitCard }) {
  return (
    <FallbackImage
      src={outfit.overallImage}
      alt=""
      width={48}
      height={64}
      className="h-16 w-12 rounded-md bg-night-900 object-cover"
    />
  );
}

/** An outfit's row in the admin table, with its Edit button. */
export function OutfitViewRow({ outfit, onEdit }: { outfit: OutfitCard; onEdit: () => void }) {
  return (
    <tr>
      <Cell className={ID_CLASSES}>
        <span data-content>{outfit.id.slice(0, 8)}</span>
      </Cell>
      <Cell>
        <Thumbnail outfit={outfit} />
      </Cell>
      <Cell>
        <span data-content className="block font-semibold text-slate-900 dark:text-white">
          {outfit.name}
        </span>
        <span data-content className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
          {[outfit.category, ...outfit.tags].filter(Boolean).join(' · ')}
        </span>
      </Cell>
      <Cell>
        <span data-content>{outfit.folderName}</span>
      </Cell>
      <Cell className="max-w-md">
        <p data-content className="line-clamp-3">
          {outfit.description}
        </p>
      </Cell>
      <Cell className="text-right">
        <EditButton name={outfit.name} onClick={onEdit} />
      </Cell>
    </tr>
  );
}

/** Tags are typed as one comma-separated line. */
const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

type OutfitDraft = { name: string; description: string; category: string; tags: string };

/** The inline editor's fields as it holds them. */
const toDraft = (outfit: AdminOutfit): OutfitDraft => ({
  name: outfit.name,
  description: outfit.description ?? '',
  category: outfit.category ?? '',
  tags: outfit.tags.join(', '),
});

/** The outfit as it is saved now, found in the admin table by its folder name. */
async function loadOutfit(outfit: AdminOutfit): Promise<AdminOutfit> {
  const page = await getAdminOutfits({ search: outfit.folderName, page: 1 });
  const current = page.items.find((item) => item.id === outfit.id);
  if (!current) throw new Error('outfit not found');
  return current;
}

/** An outfit's row while it is edited in place: name, category, tags and description, Save and Cancel. */
export function OutfitEditRow({ outfit, onDone }: { outfit: AdminOutfit; onDone: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(() => toDraft(outfit));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOutfit();
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const saveDraft = async (values: OutfitDraft, version: number) => {
    const input = { ...values, tags: splitTags(values.tags), version };
    await update.mutateAsync({ outfitId: outfit.id, input });
    toast.success(outfitTexts.updated);
    onDone();
  };
  const edit = useEditVersion({
    opened: outfit,
    toValues: toDraft,
    labels: { name: t`Name`, category: t`Category`, tags: t`Tags`, description: t`Description` },
    loadCurrent: () => loadOutfit(outfit),
    onReload: (_current, values) => setDraft(values),
    overwrite: saveDraft,
    saveFailed: outfitTexts.updateFailed,
  });

  const save = async () => {
    try {
      await saveDraft(draft, edit.version);
    } catch (failure) {
      if (await edit.refused(failure, draft)) return;
      const fields = Object.values((failure as { fields?: Record<string, string> }).fields ?? {});
      setError(fields[0] ?? null);
      toast.error(messageFor(failure, outfitTexts.updateFailed));
    }
  };

  const field = (key: keyof typeof draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [key]: event.target.value })),
  });

  return (
    <tr className="bg-brand-50/50 dark:bg-white/5">
      <Cell className={ID_CLASSES}>
        <span data-content>{outfit.id.slice(0, 8)}</span>
      </Cell>
      <Cell>
        <Thumbnail outfit={outfit} />
      </Cell>
      <Cell className="space-y-2">
        <Input ref={nameRef} aria-label={t`Name`} aria-invalid={error !== null} {...field('name')} />
        <Input aria-label={t`Category`} placeholder={t`Category`} {...field('category')} />
        <Input aria-label={t`Tags`} placeholder={t`Tags, separated by commas`} {...field('tags')} />
        {error && <p className="text-xs text-red-700 dark:text-red-300">{error}</p>}
      </Cell>
      <Cell>
        <span data-content>{outfit.folderName}</span>
      </Cell>
      <Cell>
        <textarea
          data-content
          aria-label={t`Description`}
          rows={4}
          className={INPUT_CLASSES}
          {...field('description')}
        />
      </Cell>
      <Cell className="space-y-2 text-right">
        <Button size="sm" onClick={() => void save()} disabled={update.isPending} className="w-full">
          <Trans>Save</Trans>
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending} className="w-full">
          <Trans>Cancel</Trans>
        </Button>
        {edit.dialog}
      </Cell>
    </tr>
  );
}
