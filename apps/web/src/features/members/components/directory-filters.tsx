import { MEMBER_TYPE_LABELS, MEMBER_TYPES, type MemberType } from '@haven/shared/members/constants';
import { MEMBER_MESSAGES as M } from '@haven/shared/members/messages';
import { MemberGuildFilterSchema, MemberServerFilterSchema } from '@haven/shared/members/schemas';
import { CHARACTER_CLASSES, PROFILE_LIMITS } from '@haven/shared/profiles/edit';
import { useId, useState } from 'react';
import { CheckboxGroup, FilterPanel } from '../../../components/ui/checkbox-group';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input';
import { Select } from '../../../components/ui/form-controls';
import { CompactField } from '../../../components/ui/form-field';
import type { MemberListParams } from '../api/get-members';
import { countDirectoryFilters } from '../hooks/use-directory-params';

type DirectoryFiltersProps = {
  id: string;
  params: MemberListParams;
  onChange: (change: Partial<MemberListParams>, options?: { replace?: boolean }) => void;
  onReset: () => void;
};

/**
 * The directory's filter panel: user type, server (the exact name), guild (a part of its name)
 * and character classes. A typed value no profile can hold shows the rule's message and is not searched.
 */
export function DirectoryFilters({ id, params, onChange, onReset }: DirectoryFiltersProps) {
  const typeId = useId();
  const serverId = useId();
  const guildId = useId();
  const [guildError, setGuildError] = useState<string | null>(null);
  const typed = (schema: typeof MemberServerFilterSchema, key: 'server' | 'guild') => (text: string) => {
    const parsed = schema.safeParse(text);
    if (key === 'guild') setGuildError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (parsed.success)
      onChange({ [key]: parsed.data }, { replace: params[key] !== '' && parsed.data !== '' });
  };
  return (
    <FilterPanel
      id={id}
      hasFilters={countDirectoryFilters(params) > 0}
      onClear={() => {
        setGuildError(null);
        onReset();
      }}
      clearLabel={M.resetFilters}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CompactField id={typeId} label={M.userTypeLabel} className="min-w-0">
          <Select
            id={typeId}
            value={params.type}
            onChange={(event) => onChange({ type: event.target.value as MemberType })}
            className="h-11"
          >
            {MEMBER_TYPES.map((option) => (
              <option key={option} value={option}>
                {MEMBER_TYPE_LABELS[option]}
              </option>
            ))}
          </Select>
        </CompactField>
        <CompactField id={serverId} label={M.serverLabel} className="min-w-0">
          <DebouncedSearchInput
            id={serverId}
            label={M.serverLabel}
            placeholder={M.serverPlaceholder}
            maxLength={PROFILE_LIMITS.server}
            value={params.server}
            onSearch={typed(MemberServerFilterSchema, 'server')}
          />
        </CompactField>
        <CompactField id={guildId} label={M.guildLabel} className="min-w-0">
          <DebouncedSearchInput
            id={guildId}
            label={M.guildLabel}
            placeholder={M.guildPlaceholder}
            maxLength={PROFILE_LIMITS.guildName}
            value={params.guild}
            onSearch={typed(MemberGuildFilterSchema, 'guild')}
          />
          {guildError && (
            <p role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              {guildError}
            </p>
          )}
        </CompactField>
      </div>
      <div className="mt-4">
        <CheckboxGroup
          legend={M.classLegend}
          options={CHARACTER_CLASSES}
          selected={params.classes}
          onChange={(classes) => onChange({ classes })}
        />
      </div>
    </FilterPanel>
  );
}
