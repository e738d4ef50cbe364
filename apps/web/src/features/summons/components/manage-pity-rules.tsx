import { RARITIES, type Rarity } from '@haven/shared/heroes/constants';
import { PITY_MAX } from '@haven/shared/summons/constants';
import type { PityRule } from '@haven/shared/summons/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminList, listStatus } from '../../../components/ui/admin-list';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/form-controls';
import { FormField, Input } from '../../../components/ui/form-field';
import { FormDialog, ModalHeader } from '../../../components/ui/modal';
import { ActionsCell, Cell, HeaderCell, Table, TableBody, TableHead } from '../../../components/ui/table';
import { messageFor } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { BANNER_TYPE_TEXTS as BANNER_TYPE_LABELS } from '../../banners/shared-texts';
import { usePityRules } from '../api/get-pity-rules';
import { useSavePityRule } from '../api/save-pity-rule';
import { SUMMON_TEXTS as M } from '../shared-texts';

/** The admin's Pity Rules tab: each banner type's soft and hard pity and the rarity that resets it. */
export function ManagePityRules() {
  const { t } = useLingui();
  const rules = usePityRules();
  const [editing, setEditing] = useState<PityRule | null>(null);
  return (
    <AdminList
      status={listStatus(rules)}
      loadingLabel={t`Loading pity rules...`}
      errorText={t`Failed to load the pity rules`}
      emptyText={t`No pity rules.`}
      emptyIcon={Sparkles}
      after={
        editing && <PityRuleDialog key={editing.bannerType} rule={editing} onClose={() => setEditing(null)} />
      }
    >
      <Table caption={M.pityRulesTitle}>
        <TableHead columns={[M.bannerType, M.softPity, M.hardPity, M.resetRarity]}>
          <HeaderCell srOnly>
            <Trans>Actions</Trans>
          </HeaderCell>
        </TableHead>
        <TableBody>
          {rules.data?.items.map((rule) => (
            <tr key={rule.bannerType}>
              <Cell className="font-semibold">{BANNER_TYPE_LABELS[rule.bannerType]}</Cell>
              <Cell className="tabular-nums">{rule.softPity}</Cell>
              <Cell className="tabular-nums">{rule.hardPity}</Cell>
              <Cell>
                <span data-content>{rule.resetRarity}</span>
              </Cell>
              <ActionsCell>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setEditing(rule)}
                  aria-label={t`Edit ${BANNER_TYPE_LABELS[rule.bannerType]} pity`}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  <Trans>Edit</Trans>
                </Button>
              </ActionsCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </AdminList>
  );
}

function PityRuleDialog({ rule, onClose }: { rule: PityRule; onClose: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSavePityRule();
  const [soft, setSoft] = useState(String(rule.softPity));
  const [hard, setHard] = useState(String(rule.hardPity));
  const [reset, setReset] = useState<Rarity>(rule.resetRarity);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog open onOpenChange={(open) => !open && onClose()}>
      <ModalHeader title={t`${BANNER_TYPE_LABELS[rule.bannerType]} pity`} />
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          save.mutate(
            {
              bannerType: rule.bannerType,
              rule: { softPity: Number(soft), hardPity: Number(hard), resetRarity: reset },
            },
            {
              onSuccess: () => {
                toast.success(M.pityRulesSaved);
                onClose();
              },
              onError: (refusal) => setError(messageFor(refusal, M.saveFailed)),
            },
          );
        }}
      >
        <FormField id={`${id}-soft`} label={M.softPity}>
          <Input
            id={`${id}-soft`}
            type="number"
            min={1}
            max={PITY_MAX}
            step={1}
            value={soft}
            onChange={(event) => setSoft(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-hard`} label={M.hardPity}>
          <Input
            id={`${id}-hard`}
            type="number"
            min={1}
            max={PITY_MAX}
            step={1}
            value={hard}
            onChange={(event) => setHard(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-reset`} label={M.resetRarity}>
          <Select
            id={`${id}-reset`}
            value={reset}
            onChange={(event) => setReset(event.target.value as Rarity)}
          >
            {RARITIES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </Select>
        </FormField>
        {error && <Alert variant="error">{error}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
