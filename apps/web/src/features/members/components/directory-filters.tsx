import { MEMBER_TYPES, type MemberType } from '@haven/shared/members/constants';
import { MemberGuildFilterSchema, MemberServerFilterSchema } from '@haven/shared/members/schemas';
import { CHARACTER_CLASSES, PROFILE_LIMITS } from '@haven/shared/profiles/edit';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CheckboxGroup, FilterPanel } from '../../../components/ui/checkbox-group';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { Select } from '../../../components/ui/form-controls';
import { CompactField } from '../../../components/ui/form-field';
import { sharedText } from '../../../lib/shared-texts';
import type { MemberListParams } from '../api/get-members';
import { countDirectoryFilters } from '../hooks/use-directory-params';
import { MEMBER_TYPE_TEXTS, memberTexts } from '../shared-texts';

type DirectoryFiltersProps = {
  id: string;
  isOpen: boolean;
  params: MemberListParams;
  onChange: (change: Partial<MemberListParams>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * The directory's filter panel: user type, server (the exact name), guild (a part of its name)
 * and character classes. A typed value no profile can hold shows the rule's message and is not searched.
 */
export function DirectoryFilters({ id, isOpen, params, onChange, onReset }: DirectoryFiltersProps) {
  const { t } = useLingui();
  const typeId = useId();
  return (
    <FilterPanel
      id={id}
      isOpen={isOpen}
      owns={['type', 'class']}
      hasFilters={countDirectoryFilters(params) > 0}
      onClear={onReset}
      clearLabel={memberTexts.resetFilters}
      lead={
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFilter
            label={memberTexts.serverLabel}
            placeholder={memberTexts.serverPlaceholder}
            maxLength={PROFILE_LIMITS.server}
            schema={MemberServerFilterSchema}
            param="server"
            value={params.server}
            onChange={(server, options) => onChange({ server }, options)}
          />
          <TextFilter
            label={memberTexts.guildLabel}
            placeholder={memberTexts.guildPlaceholder}
            maxLength={PROFILE_LIMITS.guildName}
            schema={MemberGuildFilterSchema}
            param="guild"
            value={params.guild}
            onChange={(guild, options) => onChange({ guild }, options)}
          />
        </div>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CompactField id={typeId} label={memberTexts.userTypeLabel} className="min-w-0">
          <Select
            id={typeId}
            name="type"
            value={params.type}
            onChange={(event) => onChange({ type: event.target.value as MemberType })}
            className="h-11"
          >
            {MEMBER_TYPES.map((option) => (
              <option key={option} value={option}>
                {t(MEMBER_TYPE_TEXTS[option])}
              </option>
            ))}
          </Select>
        </CompactField>
      </div>
      <div className="mt-4">
        <CheckboxGroup
          legend={memberTexts.classLegend}
          name="class"
          options={CHARACTER_CLASSES}
          selected={params.classes}
          onChange={(classes) => onChange({ classes })}
        />
      </div>
    </FilterPanel>
  );
}

type TextFilterProps = {
  label: string;
  placeholder: string;
  maxLength: number;
  /** The shared rule of the filter's query value. */
  schema: typeof MemberServerFilterSchema;
  /** The value in the address, and its parameter there. */
  value: string;
  param: string;
  onChange: (value: string, options: { replace: boolean }) => void;
};

/**
 * A typed filter kept in the address once typing settles; a value the rule refuses shows its
 * message and leaves the address as it is. Refining a set filter replaces its history entry.
 */
function TextFilter({ schema, value, onChange, ...input }: TextFilterProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setError(null);
  }
  const search = (text: string) => {
    const parsed = schema.safeParse(text);
    setError(parsed.success ? null : (sharedText(parsed.error.issues[0]?.message) ?? null));
    if (parsed.success) onChange(parsed.data, { replace: value !== '' && parsed.data !== '' });
  };
  return (
    <CompactField id={id} label={input.label} className="min-w-0">
      <DebouncedSearchInput id={id} {...input} value={value} onSearch={search} />
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </CompactField>
  );
}
