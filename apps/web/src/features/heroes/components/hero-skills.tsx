import type { SkillType } from '@haven/shared/heroes/constants';
import type { HeroDetail, HeroSkill, SkillLevel } from '@haven/shared/heroes/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, type LucideIcon, Shield, Sword, Zap } from 'lucide-react';
import { langOf, UntranslatedMark } from '../../../components/ui/untranslated-mark';
import { cn } from '../../../lib/cn';
import { cooldownText } from './hero-knowledge-format';
import { HeroSection, HeroSectionEmpty } from './hero-section';
import { SkillLevelTable, SkillUpgradeOrder } from './hero-skill-levels';

/** Each skill type's own icon and colours, so types tell apart at a glance (the type is also written). */
export const SKILL_TYPE_STYLES: Record<SkillType, { icon: LucideIcon; badge: string }> = {
  Basic: { icon: Sword, badge: 'bg-slate-200 text-slate-800 dark:bg-white/10 dark:text-slate-200' },
  Active: { icon: Zap, badge: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-200' },
  Passive: {
    icon: Shield,
    badge: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200',
  },
  Ultimate: { icon: Flame, badge: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-200' },
};

function SkillItem({
  skill,
  levels,
  position,
  untranslated,
}: {
  skill: HeroSkill;
  levels: SkillLevel[];
  position: number;
  untranslated: readonly string[];
}) {
  const nameField = `skills.${position}.name`;
  const descriptionField = `skills.${position}.description`;
  const style = SKILL_TYPE_STYLES[skill.type];
  const Icon = style.icon;
  return (
    <li className="rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-white/5">
      <div className="flex gap-3">
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-lg', style.badge)}>
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            data-content
            lang={langOf(untranslated, nameField)}
            className="font-semibold text-slate-900 dark:text-white"
          >
            {skill.name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs font-semibold">
            <span data-content className={cn('rounded px-1.5 py-0.5', style.badge)}>
              {skill.type}
            </span>
            <span className="py-0.5 text-slate-600 dark:text-slate-400">{cooldownText(skill.cooldown)}</span>
            <UntranslatedMark untranslated={untranslated} fields={[nameField, descriptionField]} />
          </p>
          <p
            lang={langOf(untranslated, descriptionField)}
            data-content
            className="mt-2 text-sm leading-6 whitespace-pre-line text-slate-700 dark:text-slate-300"
          >
            {skill.description}
          </p>
        </div>
      </div>
      {/* The table takes the card's whole width on a phone, under the icon from wider screens up. */}
      <div className="sm:ml-12">
        <SkillLevelTable skill={skill} levels={levels} />
      </div>
    </li>
  );
}

/**
 * The hero's skills: the order to upgrade them, then each with its type (icon and word),
 * cooldown, description and its values and costs by level.
 */
export function HeroSkills({ hero }: { hero: Pick<HeroDetail, 'skills' | 'skillDepth' | 'untranslated'> }) {
  const { t } = useLingui();
  return (
    <HeroSection id="hero-skills" title={t`Skills`}>
      {hero.skills.length === 0 ? (
        <HeroSectionEmpty>
          <Trans>No skills listed yet.</Trans>
        </HeroSectionEmpty>
      ) : (
        <>
          <SkillUpgradeOrder hero={hero} />
          <ul className="mt-4 space-y-3">
            {hero.skills.map((skill, index) => (
              // Skill names may repeat; their order is stable.
              <SkillItem
                // biome-ignore lint/suspicious/noArrayIndexKey: skills have no id
                key={index}
                skill={skill}
                levels={hero.skillDepth.levels[index] ?? []}
                position={index}
                untranslated={hero.untranslated}
              />
            ))}
          </ul>
        </>
      )}
    </HeroSection>
  );
}
