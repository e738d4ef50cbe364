import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Community Guidelines`}
      description={t`How members treat each other on Heroes Haven: profiles, comments, teams and guides.`}
      lastUpdated
    >
      <p>
        <Trans>
          Heroes Haven is a place for players to share what they know, show off their teams and help each
          other enjoy the game. These guidelines apply everywhere on the site: profiles, comments and replies,
          hero ratings, teams, guides and messages to the team. They sit alongside our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </Trans>
      </p>

      <Section title={t`Our Core Values`}>
        <ul>
          <li>
            <Trans>
              <strong>Respect:</strong> treat every member the way you would like to be treated. Disagree with
              ideas, never attack people.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Inclusivity:</strong> everyone is welcome, whatever their background, identity, language
              or skill level. New players are the future of the community.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Helpfulness:</strong> answer questions patiently, share what you have learned and give
              feedback that helps others improve.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Fair play:</strong> we celebrate skill and effort. Winning through cheats, exploits or
              stolen work has no place here.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Creativity:</strong> original teams, guides and ideas make the community richer. Be
              proud of your work and generous with credit for the work of others.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Communication`}>
        <ul>
          <li>
            <Trans>
              Keep comments on topic: talk about the hero, guide or profile you are commenting on.
            </Trans>
          </li>
          <li>
            <Trans>
              Give constructive criticism. "This team struggles against control heroes, try swapping in a
              healer" helps; "this team is trash" does not.
            </Trans>
          </li>
          <li>
            <Trans>
              Remember that many members are not native English speakers, so be patient with language.
            </Trans>
          </li>
          <li>
            <Trans>
              Rate heroes honestly, based on your own experience. Do not organise groups to push ratings or
              votes up or down.
            </Trans>
          </li>
          <li>
            <Trans>
              Friend requests and profile comments should be friendly. If someone declines or removes you as a
              friend, respect their choice.
            </Trans>
          </li>
          <li>
            <Trans>Mark spoilers for new story content or events clearly when you share them.</Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Content`}>
        <ul>
          <li>
            <Trans>
              Share your own work. If you build on someone else's guide, team idea or research, say so and
              link to it.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep guides accurate and useful. Say which version of the game a guide applies to, and update it
              when things change. Guides are reviewed by our administrators before they are published.
            </Trans>
          </li>
          <li>
            <Trans>
              Keep all content suitable for a general audience: no sexual content, graphic violence or
              shocking images, including in avatars, usernames and guide pictures.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not post malicious links, or links to pirated content or unofficial modified game clients.
            </Trans>
          </li>
          <li>
            <Trans>
              Never post fake redeem codes, or links that ask members for their game or Heroes Haven
              passwords.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Prohibited Behaviour`}>
        <p>
          <Trans>The following are not allowed anywhere on Heroes Haven:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Harassment:</strong> bullying, threats, insults, following a member around the site to
              attack them, or encouraging others to do so.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Hate speech:</strong> attacking or demeaning people because of their race, ethnicity,
              nationality, religion, gender, sexual orientation, disability, age or any similar
              characteristic.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Spam:</strong> repeated or off-topic posts, advertising, selling accounts or in-game
              items, referral links, or flooding comments and friend requests.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Sharing personal information:</strong> posting anyone's real name, address, phone
              number, private messages, photos or account details without their clear permission.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Impersonation:</strong> pretending to be another member, one of our administrators, or a
              member of the game's staff, or suggesting that Heroes Haven is the official site.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Cheating:</strong> sharing, selling or promoting hacks, bots, exploits, account sharing
              services or anything else that breaks the game's rules or gives an unfair advantage.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Reporting`}>
        <p>
          <Trans>
            If you see something that breaks these guidelines, please do not reply in kind. Report it through
            the <Link to="/contact">contact form</Link> using the "Report Misconduct" category, and include a
            link to the page, the username involved and a short description of the problem. Our administrators
            review every report and keep the name of the person who reported it private.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are in danger or someone is threatening to harm themselves or others, contact your local
            emergency services first.
          </Trans>
        </p>
      </Section>

      <Section title={t`Consequences`}>
        <p>
          <Trans>
            Administrators decide each case on its own facts, taking into account how serious the behaviour
            was and whether it has happened before. Depending on the situation, the response may be:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>a warning or a temporary suspension;</Trans>
          </li>
          <li>
            <Trans>removal of the content that breaks the guidelines, or rejection of a guide;</Trans>
          </li>
          <li>
            <Trans>restrictions on the account, such as losing the ability to comment or post guides;</Trans>
          </li>
          <li>
            <Trans>a permanent ban for severe or repeated violations, such as threats or hate speech.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Creating a new account to get around a suspension or ban will lead to that account being banned as
            well.
          </Trans>
        </p>
      </Section>

      <Section title={t`Questions and Appeals`}>
        <p>
          <Trans>
            Do you have a question about these guidelines, or do you think a decision about your account or
            content was a mistake? Tell us through the <Link to="/contact">contact page</Link> and we will
            take another look.
          </Trans>
        </p>
      </Section>
    </ProsePage>
  );
}
