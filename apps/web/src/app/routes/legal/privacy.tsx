import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

/** /privacy: what the site collects, why, who sees it and the choices members have. */
export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Privacy Policy`}
      description={t`What Heroes Haven collects when you use the site, why, who can see it and how to remove it.`}
      lastUpdated
    >
      <p>
        <Trans>
          Heroes Haven is an unofficial, fan-made community website for players of a mobile fantasy
          role-playing game. This policy explains what information we collect when you use the site, why we
          need it, who can see it and what choices you have. In short: we collect as little as we can, we
          never sell it, and we do not use advertising or analytics trackers.
        </Trans>
      </p>
      <CollectedInformation />
      <UseOfInformation />
      <SecurityAndRights />
      <CookiesAndServices />
    </ProsePage>
  );
}

/** What the site collects: what members give it and what it records on its own. */
function CollectedInformation() {
  const { t } = useLingui();
  return (
    <Section title={t`Information We Collect`}>
      <h3>
        <Trans>Information you give us</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            <strong>Account information:</strong> your e-mail address and your password when you register. The
            password is stored only as a secure hash, never in readable form, and nobody at Heroes Haven can
            see it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Profile information:</strong> your username and anything you choose to add to your
            profile, such as an avatar image link, a short biography, your location, social media handles,
            your in-game character details (character name, server, class, level, guild, partner and heirs),
            your Game Team and your favourite outfit. Apart from the username, every profile field is
            optional.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Content you post:</strong> hero ratings, comments and replies on heroes and profiles,
            votes on comments, the teams you build, the guides you write, your friend requests and
            friendships, and the messages you send us through the contact form (including the name and e-mail
            address you enter there).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Preferences:</strong> whether you chose light or dark theme and whether you asked to be
            remembered when you signed in.
          </Trans>
        </li>
      </ul>

      <h3>
        <Trans>Information collected automatically</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            <strong>Device information:</strong> the browser and operating system your browser reports, saved
            with each sign-in session so that sessions can be told apart and suspicious ones spotted.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>IP address:</strong> saved with each sign-in session and used to limit repeated sign-in
            and password-reset attempts, which protects accounts from password guessing. Like most websites,
            our server may also keep short-lived technical logs of requests to find errors and stop abuse.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Usage information:</strong> when your session was last used, so that idle sessions expire,
            and the time of your last activity, which your browser keeps on your own device to sign you out
            after two hours without activity. We do not track which pages you read or build profiles of your
            behaviour.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Cookies:</strong> only the essential cookies that keep you signed in, as described in the
            Cookies section below.
          </Trans>
        </li>
      </ul>
    </Section>
  );
}

/** Why the site uses the information and who else can see it. */
function UseOfInformation() {
  const { t } = useLingui();
  return (
    <Section title={t`How We Use Your Information`}>
      <p>
        <Trans>We use your information only to run Heroes Haven:</Trans>
      </p>
      <ul>
        <li>
          <Trans>to create your account, sign you in and keep your session secure;</Trans>
        </li>
        <li>
          <Trans>to show your profile, teams, ratings, comments and approved guides to other members;</Trans>
        </li>
        <li>
          <Trans>to handle friends, replies and the notifications they create for you;</Trans>
        </li>
        <li>
          <Trans>
            to send you e-mails you need for your account, such as confirming your address or resetting your
            password;
          </Trans>
        </li>
        <li>
          <Trans>to read and answer the messages you send us;</Trans>
        </li>
        <li>
          <Trans>
            to review guides before they are published and, following our{' '}
            <Link to="/community-guidelines">Community Guidelines</Link>, to moderate content and accounts;
          </Trans>
        </li>
        <li>
          <Trans>to prevent abuse, fix problems and keep the site working.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not sell or rent your information, we do not use it for advertising, and we do not share it
          with the game's developer or publisher.
        </Trans>
      </p>

      <h3>
        <Trans>What other people can see</Trans>
      </h3>
      <p>
        <Trans>
          Your public profile (username, avatar, biography, location, social handles, character details, Game
          Team, favourite outfit and join date) can be seen by anyone, including visitors who are not signed
          in. Your friends list and the comments on your profile are shown to signed-in members. Your teams,
          your comments on heroes and your approved guides are public and show your username. Your individual
          hero ratings are only shown as part of each hero's average. Your e-mail address is never shown on
          the site, and contact messages are read only by our administrators.
        </Trans>
      </p>
    </Section>
  );
}

/** How the information is protected and kept, and the rights members have over it. */
function SecurityAndRights() {
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Data Security`}>
        <p>
          <Trans>
            We protect your information with hashed passwords, sign-in cookies that page scripts cannot read,
            encrypted connections when the site is served over HTTPS, limits on repeated sign-in attempts and
            automatic sign-out of idle sessions. Only administrators can reach the admin area, and they use it
            only to run and moderate the site.
          </Trans>
        </p>
        <p>
          <Trans>
            No website can promise perfect security. Please use a password you do not use anywhere else, and
            tell us straight away through the <Link to="/contact">contact page</Link> if you think your
            account has been misused.
          </Trans>
        </p>
        <p>
          <Trans>
            We keep your information for as long as you have an account. A sign-in session ends when you sign
            out or after two hours without activity, and also when you close your browser if you did not tick
            "Remember me". When an account is deleted, its profile and the content linked to it are removed,
            except where we must keep a record to deal with abuse.
          </Trans>
        </p>
      </Section>

      <Section title={t`Your Rights`}>
        <p>
          <Trans>
            Depending on where you live, the law may give you some or all of these rights. We offer them to
            all:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Access:</strong> you can see most of what we hold on your profile page, and you can
              download everything we hold about you yourself (see Export).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Correct:</strong> you can change your profile details at any time from your profile,
              your e-mail address and password from your <Link to="/account">Account page</Link>, edit your
              own comments, or ask us to correct anything you cannot change yourself.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Delete:</strong> you can delete your own comments and teams at any time, and you can
              delete your whole account yourself with <strong>Delete my account</strong> on your{' '}
              <Link to="/account">Account page</Link>. Everything linked to it is removed at once and we
              e-mail you to confirm it happened.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Opt out of marketing:</strong> we do not send marketing or newsletter e-mails. The only
              e-mails we send are ones your account needs. If we ever start a newsletter, it will be something
              you choose to join, and every issue will include a way to leave.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Export:</strong> you can download a copy of your data in a common, machine-readable
              format (JSON) yourself with <strong>Download my data</strong> on your{' '}
              <Link to="/account">Account page</Link>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            For anything you cannot do yourself, send us a message through the{' '}
            <Link to="/contact">contact page</Link>. We may need to confirm that the account is yours, and we
            will reply within one month. You can also complain to the data protection authority where you
            live.
          </Trans>
        </p>
      </Section>
    </>
  );
}

/** Cookies, outside services, changes to the policy and how to ask about it. */
function CookiesAndServices() {
  const { t } = useLingui();
  return (
    <>
      <Section title={t`Cookies`}>
        <p>
          <Trans>
            Heroes Haven uses only essential cookies, which keep you signed in and protect your session. We do
            not use advertising or analytics cookies. Your browser's local storage also keeps your theme
            choice and the time of your last activity on your own device. You will find each of these, and how
            to manage them, in our <Link to="/cookies">Cookies Policy</Link>.
          </Trans>
        </p>
      </Section>

      <Section title={t`Third-Party Services`}>
        <p>
          <Trans>
            We do not use third-party advertising, analytics or social media tracking tools. A few outside
            parties are still involved in running the site:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Hosting and e-mail providers</strong> that run our server and deliver account e-mails.
              They handle data only on our behalf and only to provide that service.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Images hosted elsewhere.</strong> Avatars and guide pictures can be links to images on
              other websites. When your browser shows such an image, the site that hosts it can see your IP
              address and browser details.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Links to other sites</strong>, such as members' social media profiles or the official
              game website. Those sites have their own privacy policies, which we do not control.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Changes to This Policy`}>
        <p>
          <Trans>
            We may update this policy when the site changes or when the law requires it. If we make an
            important change, for example to what we collect or why, we will announce it on the site before it
            takes effect. Please check this page from time to time to stay informed.
          </Trans>
        </p>
      </Section>

      <Section title={t`Contact Us`}>
        <p>
          <Trans>
            Questions about your privacy or this policy? Send us a message through the{' '}
            <Link to="/contact">contact page</Link> and we will get back to you.
          </Trans>
        </p>
      </Section>
    </>
  );
}
