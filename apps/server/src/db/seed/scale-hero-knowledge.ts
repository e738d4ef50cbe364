import { TIERS } from '@haven/shared/tier-list/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** The load-test game modes; each ranks about seven heroes in ten. */
export const SCALE_MODES = ['Scale Arena', 'Scale Raid', 'Scale Siege'] as const;

/**
 * Gives the scale heroes base stats, typed skills with cooldowns and creation dates spread over
 * two years (only where the stats are still unset, so a rerun changes nothing), then adds the
 * scale modes and places the heroes in tiers, each tier in a stable order.
 */
export async function seedScaleHeroKnowledge(db: Db): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update heroes set
        hp = 2000 + abs(hashtext(slug || 'hp')) % 18000,
        attack = 300 + abs(hashtext(slug || 'attack')) % 4700,
        defense = 200 + abs(hashtext(slug || 'defense')) % 3800,
        speed = 80 + abs(hashtext(slug || 'speed')) % 240,
        skills = jsonb_build_array(
          jsonb_build_object('name', 'Generated Strike', 'description', 'Hits one enemy.', 'type', 'Basic', 'cooldown', 0),
          jsonb_build_object('name', 'Generated Surge', 'description', 'Empowers the team.', 'type', 'Active',
            'cooldown', 1 + abs(hashtext(slug)) % 5)),
        created_at = now() - ((abs(hashtext(slug || 'created')) % 1051200) || ' minutes')::interval
      where slug like 'scale-hero-%' and hp = 0`);
    await tx.execute(sql`
      insert into game_modes (name, slug, description, position)
      select name, lower(replace(name, ' ', '-')), 'A generated mode for load testing.', 50 + ordinality::int
      from unnest(${sql.raw(`array[${SCALE_MODES.map((mode) => `'${mode}'`).join(',')}]`)}) with ordinality as m(name, ordinality)
      on conflict (slug) do nothing`);
    await tx.execute(sql`
      insert into hero_tiers (mode_id, hero_id, tier, position)
      select mode_id, hero_id, tier, (row_number() over (partition by mode_id, tier order by slug) - 1)::smallint
      from (
        select m.id as mode_id, h.id as hero_id, h.slug,
          (${sql.raw(`array[${TIERS.map((tier) => `'${tier}'`).join(',')}]`)})[1 + abs(hashtext(h.slug || m.slug)) % ${TIERS.length}] as tier
        from heroes h cross join game_modes m
        where h.slug like 'scale-hero-%' and m.slug like 'scale-%'
          and abs(hashtext(m.slug || h.slug)) % 10 < 7
      ) placed
      on conflict (mode_id, hero_id) do nothing`);
  });
  return SCALE_MODES.length;
}
