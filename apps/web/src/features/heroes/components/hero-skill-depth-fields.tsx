import type { BuildEntry, HeroInput } from '@haven/shared/heroes/schemas';
import {
  SKILL_COST_QUANTITY_MAX,
  SKILL_LEVEL_COSTS_MAX,
  SKILL_LEVEL_VALUE_MAX_LENGTH,
  SKILL_LEVELS_MAX,
  SKILL_UPGRADE_NOTE_MAX_LENGTH,
} from '@haven/shared/heroes/skill-depth';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Thumbnail } from '../../../components/ui/card-image';
import { RemoveRowButton, Select, Textarea } from '../../../components/ui/form-controls';
import { FormField, fieldMessageId, Input, WholeNumberInput } from '../../../components/ui/form-field';
import {
  type PickerBodyProps,
  PickerHeader,
  PickerResults,
  PickOneModal,
  usePickerSearch,
} from '../../../components/ui/picker-modal';
import { SearchInput } from '../../../components/ui/search-input';
import { useBuildEntryPicker } from '../api/get-build-entry-picker';
import { heroText } from '../shared-texts';
import { upgradePlace } from './upgrade-place';

type SkillErrors = NonNullable<FieldErrors<HeroInput>['skills']>[number];

type SkillDepthFieldsProps = {
  control: Control<HeroInput>;
  register: UseFormRegister<HeroInput>;
  /** The skill's place in the form. */
  index: number;
  /** The field array's key of the skill, for ids that stay put when skills move. */
  fieldId: string;
  errors?: SkillErrors;
  /** The items the stored costs name, to show their names and pictures. */
  knownEntries: readonly BuildEntry[];
};

/** The skill's place in the upgrade order and its levels, each with an effect and item costs. */
export function SkillDepthFields({
  control,
  register,
  index,
  fieldId,
  errors,
  knownEntries,
}: SkillDepthFieldsProps) {
  const { i18n, t } = useLingui();
  const levels = useFieldArray({ control, name: `skills.${index}.levels` });
  const skillCount = useWatch({ control, name: 'skills' })?.length ?? 0;
  const [entries, setEntries] = useState(() => new Map(knownEntries.map((entry) => [entry.id, entry])));
  const rankId = `skill-${fieldId}-rank`;
  const levelsError = errors?.levels?.root?.message ?? errors?.levels?.message;
  const skill = index + 1;

  return (
    <fieldset className="space-y-3 rounded-lg bg-slate-50 p-3 sm:col-span-3 dark:bg-white/5">
      <legend className="sr-only">
        <Trans>Skill {skill} levels and upgrade order</Trans>
      </legend>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FormField id={rankId} label={t`Skill ${skill} upgrade priority`} className="w-48">
          <Select id={rankId} {...register(`skills.${index}.upgradeRank`)}>
            <option value={0}>{t`Not in the order`}</option>
            {Array.from({ length: Math.max(skillCount, 1) }, (_, place) => place + 1).map((place) => (
              <option key={place} value={place}>
                {i18n._(upgradePlace(place))}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          variant="secondary"
          size="sm"
          disabled={levels.fields.length >= SKILL_LEVELS_MAX}
          onClick={() => levels.append({ value: '', costs: [] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add level</Trans>
        </Button>
      </div>
      {levelsError && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {levelsError}
        </p>
      )}
      {levels.fields.length > 0 && (
        <ol className="space-y-3">
          {levels.fields.map((field, level) => (
            <LevelRow
              key={field.id}
              control={control}
              register={register}
              skillIndex={index}
              level={level}
              rowId={`${fieldId}-${field.id}`}
              label={t`Skill ${skill} level ${level + 1}`}
              errors={errors?.levels?.[level]}
              entries={entries}
              onPicked={(entry) => setEntries((known) => new Map(known).set(entry.id, entry))}
              onRemove={() => levels.remove(level)}
            />
          ))}
        </ol>
      )}
    </fieldset>
  );
}

type LevelErrors = NonNullable<NonNullable<SkillErrors>['levels']>[number];

type LevelRowProps = {
  control: Control<HeroInput>;
  register: UseFormRegister<HeroInput>;
  skillIndex: number;
  level: number;
  rowId: string;
  label: string;
  errors?: LevelErrors;
  entries: ReadonlyMap<string, BuildEntry>;
  onPicked: (entry: BuildEntry) => void;
  onRemove: () => void;
};

/** One level: its effect, the items it costs with their quantities, and a way to remove it. */
function LevelRow({
  control,
  register,
  skillIndex,
  level,
  rowId,
  label,
  errors,
  entries,
  onPicked,
  onRemove,
}: LevelRowProps) {
  const { t } = useLingui();
  const costs = useFieldArray({ control, name: `skills.${skillIndex}.levels.${level}.costs` });
  const [isPicking, setIsPicking] = useState(false);
  const valueId = `level-${rowId}-value`;
  const valueError = errors?.value?.message;
  const costsError = errors?.costs?.root?.message ?? errors?.costs?.message;
  const chosenIds = costs.fields.map((field) => field.entryId);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 dark:border-white/10 dark:bg-night-900">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <FormField id={valueId} label={t`${label} effect`} error={valueError}>
          <Input
            id={valueId}
            autoComplete="off"
            maxLength={SKILL_LEVEL_VALUE_MAX_LENGTH}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? fieldMessageId(valueId) : undefined}
            {...register(`skills.${skillIndex}.levels.${level}.value`)}
          />
        </FormField>
        <RemoveRowButton label={t`Remove ${label}`} className="justify-self-end sm:mt-7" onClick={onRemove} />
      </div>
      {costsError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {costsError}
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {costs.fields.map((field, costIndex) => {
          const entry = entries.get(field.entryId);
          const name = entry?.name ?? t`Unknown item`;
          const quantityId = `level-${rowId}-cost-${field.id}`;
          const quantityError = errors?.costs?.[costIndex]?.quantity?.message;
          return (
            <li key={field.id} className="grid grid-cols-[2rem_1fr_6rem_auto] items-start gap-2">
              <Thumbnail src={entry?.imageUrl ?? null} size={32} className="mt-7 rounded" />
              <p data-content className="mt-8 truncate text-sm font-semibold text-slate-900 dark:text-white">
                {name}
              </p>
              <FormField id={quantityId} label={t`${label} ${name} quantity`} error={quantityError}>
                <WholeNumberInput
                  id={quantityId}
                  min={1}
                  max={SKILL_COST_QUANTITY_MAX}
                  error={quantityError}
                  {...register(`skills.${skillIndex}.levels.${level}.costs.${costIndex}.quantity`)}
                />
              </FormField>
              <RemoveRowButton
                label={t`Remove ${name} from ${label}`}
                className="mt-7"
                onClick={() => costs.remove(costIndex)}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        disabled={costs.fields.length >= SKILL_LEVEL_COSTS_MAX}
        onClick={() => setIsPicking(true)}
      >
        <Plus aria-hidden="true" className="size-4" />
        <Trans>Add cost to level {level + 1}</Trans>
      </Button>
      <SkillCostPickerModal
        open={isPicking}
        onOpenChange={setIsPicking}
        excludeIds={chosenIds}
        onSelect={(entry) => {
          if (chosenIds.length >= SKILL_LEVEL_COSTS_MAX || chosenIds.includes(entry.id)) return;
          onPicked(entry);
          costs.append({ entryId: entry.id, quantity: 1 });
        }}
      />
    </li>
  );
}

/** 'Add Upgrade Cost': the game database's items searched by name; one click adds. */
function SkillCostPickerModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  excludeIds: string[];
  onSelect: (entry: BuildEntry) => void;
}) {
  return <PickOneModal {...props} width="narrow" Body={CostPickerBody} />;
}

function CostPickerBody({ excludeIds, onSelect }: PickerBodyProps<BuildEntry>) {
  const { t } = useLingui();
  const search = usePickerSearch();
  const entries = useBuildEntryPicker(search.term, 'items');
  const items = entries.data?.items.filter((entry) => !excludeIds.includes(entry.id)) ?? [];
  return (
    <>
      <PickerHeader title={heroText('costPickerTitle')}>
        <SearchInput label={t`Search items`} placeholder={t`Search items...`} {...search.input} />
      </PickerHeader>
      <PickerResults
        query={entries}
        isEmpty={items.length === 0}
        loadingText={t`Loading items...`}
        errorText={heroText('entryPickerLoadFailed')}
        emptyText={heroText('entryPickerNoResults')}
      >
        <ul className="space-y-1">
          {items.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                onClick={() => onSelect(entry)}
                className="flex w-full items-center gap-3 rounded-xl border border-transparent p-2 text-left hover:border-brand-300 hover:bg-brand-50 dark:hover:border-brand-300/40 dark:hover:bg-white/5"
              >
                <Thumbnail src={entry.imageUrl} size={40} className="shrink-0 rounded-lg" />
                <span
                  data-content
                  className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900 dark:text-white"
                >
                  {entry.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </PickerResults>
    </>
  );
}

/** The note under the upgrade order, after the skills. */
export function SkillUpgradeNoteField({
  register,
  error,
}: {
  register: UseFormRegister<HeroInput>;
  error?: string;
}) {
  const { t } = useLingui();
  const id = 'hero-upgrade-note';
  return (
    <FormField id={id} label={t`Upgrade order note`} error={error} className="mt-4">
      <Textarea
        id={id}
        rows={2}
        maxLength={SKILL_UPGRADE_NOTE_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldMessageId(id) : undefined}
        {...register('upgradeNote')}
      />
    </FormField>
  );
}
