import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

export function Component() {
  return (
    <ProsePage
      title="Community Guidelines"
      description="How members treat each other on Heroes Haven: profiles, comments, teams and guides."
      lastUpdated
    >
      <p>
        Heroes Haven is a place for players to share what they know, show off their teams and help each other
        enjoy the game. These guidelines apply everywhere on the site: profiles, comments and replies, hero
        ratings, teams, guides and messages to the team. They sit alongside our{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>

      <Section title="Our Core Values">
        <ul>
          <li>
            <strong>Respect:</strong> treat every member the way you would like to be treated. Disagree with
            ideas, never attack people.
          </li>
          <li>
            <strong>Inclusivity:</strong> everyone is welcome, whatever their background, identity, language
            or skill level. New players are the future of the community.
          </li>
          <li>
            <strong>Helpfulness:</strong> answer questions patiently, share what you have learned and give
            feedback that helps others improve.
          </li>
          <li>
            <strong>Fair play:</strong> we celebrate skill and effort. Winning through cheats, exploits or
            stolen work has no place here.
          </li>
          <li>
            <strong>Creativity:</strong> original teams, guides and ideas make the community richer. Be proud
            of your work and generous with credit for the work of others.
          </li>
        </ul>
      </Section>

      <Section title="Communication">
        <ul>
          <li>Keep comments on topic: talk about the hero, guide or profile you are commenting on.</li>
          <li>
            Give constructive criticism. "This team struggles against control heroes, try swapping in a
            healer" helps; "this team is trash" does not.
          </li>
          <li>Remember that many members are not native English speakers, so be patient with language.</li>
          <li>
            Rate heroes honestly, based on your own experience. Do not organise groups to push ratings or
            votes up or down.
          </li>
          <li>
            Friend requests and profile comments should be friendly. If someone declines or removes you as a
            friend, respect their choice.
          </li>
          <li>Mark spoilers for new story content or events clearly when you share them.</li>
        </ul>
      </Section>

      <Section title="Content">
        <ul>
          <li>
            Share your own work. If you build on someone else's guide, team idea or research, say so and link
            to it.
          </li>
          <li>
            Keep guides accurate and useful. Say which version of the game a guide applies to, and update it
            when things change. Guides are reviewed by our administrators before they are published.
          </li>
          <li>
            Keep all content suitable for a general audience: no sexual content, graphic violence or shocking
            images, including in avatars, usernames and guide pictures.
          </li>
          <li>
            Do not post malicious links, or links to pirated content or unofficial modified game clients.
          </li>
          <li>
            Never post fake redeem codes, or links that ask members for their game or Heroes Haven passwords.
          </li>
        </ul>
      </Section>

      <Section title="Prohibited Behaviour">
        <p>The following are not allowed anywhere on Heroes Haven:</p>
        <ul>
          <li>
            <strong>Harassment:</strong> bullying, threats, insults, following a member around the site to
            attack them, or encouraging others to do so.
          </li>
          <li>
            <strong>Hate speech:</strong> attacking or demeaning people because of their race, ethnicity,
            nationality, religion, gender, sexual orientation, disability, age or any similar characteristic.
          </li>
          <li>
            <strong>Spam:</strong> repeated or off-topic posts, advertising, selling accounts or in-game
            items, referral links, or flooding comments and friend requests.
          </li>
          <li>
            <strong>Sharing personal information:</strong> posting anyone's real name, address, phone number,
            private messages, photos or account details without their clear permission.
          </li>
          <li>
            <strong>Impersonation:</strong> pretending to be another member, one of our administrators, or a
            member of the game's staff, or suggesting that Heroes Haven is the official site.
          </li>
          <li>
            <strong>Cheating:</strong> sharing, selling or promoting hacks, bots, exploits, account sharing
            services or anything else that breaks the game's rules or gives an unfair advantage.
          </li>
        </ul>
      </Section>

      <Section title="Reporting">
        <p>
          If you see something that breaks these guidelines, please do not reply in kind. Report it through
          the <Link to="/contact">contact form</Link> using the "Report Misconduct" category, and include a
          link to the page, the username involved and a short description of the problem. Our administrators
          review every report and keep the name of the person who reported it private.
        </p>
        <p>
          If you are in danger or someone is threatening to harm themselves or others, contact your local
          emergency services first.
        </p>
      </Section>

      <Section title="Consequences">
        <p>
          Administrators decide each case on its own facts, taking into account how serious the behaviour was
          and whether it has happened before. Depending on the situation, the response may be:
        </p>
        <ul>
          <li>a warning or a temporary suspension;</li>
          <li>removal of the content that breaks the guidelines, or rejection of a guide;</li>
          <li>restrictions on the account, such as losing the ability to comment or post guides;</li>
          <li>a permanent ban for severe or repeated violations, such as threats or hate speech.</li>
        </ul>
        <p>
          Creating a new account to get around a suspension or ban will lead to that account being banned as
          well.
        </p>
      </Section>

      <Section title="Questions and Appeals">
        <p>
          Do you have a question about these guidelines, or do you think a decision about your account or
          content was a mistake? Tell us through the <Link to="/contact">contact page</Link> and we will take
          another look.
        </p>
      </Section>
    </ProsePage>
  );
}
