import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`About This Website`}
      description={t`Who runs Heroes Haven, an unofficial fan-made community website, and what it offers players.`}
    >
      <p>
        <Trans>
          Heroes Haven is an <strong>unofficial, fan-made</strong> community website for players of a mobile
          fantasy role-playing game built around collecting and leading heroes. It is run by fans, for fans,
          and brings together the information, tools and people that make the game more fun: a searchable hero
          database, a team builder, community guides and a place to show off your own character.
        </Trans>
      </p>

      <Section title={t`Hero Database`}>
        <p>
          <Trans>
            Every hero in one place. Search by name, filter by class, rarity and role, and open a hero to read
            their description and skills. Signed-in members can rate heroes from one to five stars and discuss
            them in the comments, so each hero page gathers the community's experience alongside the facts.{' '}
            <Link to="/heroes">Browse the hero collection</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Team Builder`}>
        <p>
          <Trans>
            Plan line-ups before you commit your resources in the game. Pick five heroes for the five
            positions, give the team a name and get a page you can share with friends or your guild. You can
            keep up to five teams at a time, and the public gallery shows what other members are building.{' '}
            <Link to="/teams/public">See the latest public teams</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Game Database`}>
        <p>
          <Trans>
            Beyond heroes, we are building reference pages for the rest of the game: gear, relics, gems, pets,
            mounts, maps, characters, quests, heirs, recipes, items and game systems. Some of these sections
            are still being filled in. The outfit gallery is already open, with every outfit shown in its male
            and female versions, and you can pick a favourite to display on your profile.{' '}
            <Link to="/outfits">Explore the outfit gallery</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Profile System`}>
        <p>
          <Trans>
            Your profile is your home on Heroes Haven. Add your in-game character's name, server, class, level
            and guild, show off your Game Team of five heroes and your favourite outfit, and link your social
            media accounts. Add other players as friends, leave comments on their profiles and find new people
            to play with in the <Link to="/users">members directory</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Real-Time Updates`}>
        <p>
          <Trans>
            The site keeps up with you. Friend requests, replies and new comments on your profile arrive as
            notifications without reloading the page, profiles refresh when their owner changes them, and hero
            ratings on the home page stay current while you browse.
          </Trans>
        </p>
      </Section>

      <Section title={t`Guides`}>
        <p>
          <Trans>
            Learn from experienced players, or share what you know. Any member can write a guide on a hero, a
            game mode or a strategy. Our administrators review each guide before it is published to keep the
            library accurate and useful. <Link to="/guides">Read the community guides</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`News, Codes and Events`}>
        <p>
          <Trans>
            Keep track of game news, updates and events in one place. The{' '}
            <Link to="/redeem-codes">redeem codes page</Link> lists codes that are still active, and the{' '}
            <Link to="/flash-events">weekly flash event schedule</Link> shows every recurring event in your
            own time zone, with the next ones coming up today.
          </Trans>
        </p>
      </Section>

      <Section title={t`An Unofficial Fan Project`}>
        <p>
          <Trans>
            Heroes Haven is not affiliated with, endorsed by or connected to the game's developer or
            publisher. Game names, characters and artwork belong to their respective owners. The site is made
            and maintained by volunteers from the player community, and its information is gathered by
            players, so it may sometimes be incomplete or out of date. For official announcements and account
            support, please use the game's own channels.
          </Trans>
        </p>
      </Section>

      <Section title={t`Join the Community`}>
        <p>
          <Trans>
            Browsing is free and open to everyone. <Link to="/register">Create a free account</Link> to rate
            heroes, build teams, write guides and make friends. Please read our{' '}
            <Link to="/community-guidelines">Community Guidelines</Link> before you post. Have an idea for the
            site or spotted a mistake? <Link to="/contact">Send us a message</Link>; we would love to hear
            from you.
          </Trans>
        </p>
      </Section>
    </ProsePage>
  );
}
