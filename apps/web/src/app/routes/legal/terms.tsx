import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Terms of Service`}
      description={t`The rules for using Heroes Haven, a fan-made community website, in plain language.`}
      lastUpdated
    >
      <p>
        <Trans>
          Welcome to Heroes Haven, a community website made by fans for players of a mobile fantasy
          role-playing game. These terms explain the rules for using the site. They are written in plain
          language, but they are still an agreement between you and the volunteers who run Heroes Haven, so
          please read them.
        </Trans>
      </p>

      <Section title={t`Acceptance of Terms`}>
        <p>
          <Trans>
            By visiting Heroes Haven, creating an account or posting anything on the site, you agree to these
            Terms of Service, our <Link to="/privacy">Privacy Policy</Link>, our{' '}
            <Link to="/cookies">Cookies Policy</Link> and our{' '}
            <Link to="/community-guidelines">Community Guidelines</Link>. If you do not agree, please do not
            use the site.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are under the age at which you may agree to online services where you live, please use the
            site only with the permission of a parent or guardian.
          </Trans>
        </p>
      </Section>

      <Section title={t`User Accounts`}>
        <p>
          <Trans>
            You can browse most of Heroes Haven without an account. To rate heroes, comment, build teams,
            write guides, add friends or send us a message, you need to register with an e-mail address and a
            password. When you have an account, you agree to:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Provide accurate information.</strong> Use an e-mail address that belongs to you and
              that you can read, so that you can confirm your account and reset your password.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Keep your account secure.</strong> Choose a strong password that you do not use anywhere
              else, do not share it, and sign out on shared devices. For your safety the site signs you out
              after two hours without activity.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Accept responsibility for activity on your account.</strong> You are responsible for
              what is posted or done through your account, so keep your sign-in details to yourself.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Report breaches.</strong> If you think someone else has used your account, change your
              password straight away and tell us through the <Link to="/contact">contact form</Link>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your username is public and must follow the Community Guidelines. One person should not run
            several accounts to get around a suspension or to inflate ratings or votes.
          </Trans>
        </p>
        <p>
          <Trans>
            You can change your e-mail address and password, download a copy of your data, or delete your
            account yourself at any time from your <Link to="/account">Account page</Link>. Deleting an
            account removes it and everything linked to it for good.
          </Trans>
        </p>
      </Section>

      <Section title={t`Content Guidelines`}>
        <p>
          <Trans>
            Heroes Haven is built from what members share: profile details, comments, hero ratings, teams,
            guides and messages. When you post something:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              You keep ownership of what you create. You give Heroes Haven permission to store it, display it
              on the site and adapt its layout so it can be shown on different screens, for as long as it
              stays on the site.
            </Trans>
          </li>
          <li>
            <Trans>
              Post only what you have the right to share. Do not copy other people's guides, artwork or
              writing without permission, and credit your sources.
            </Trans>
          </li>
          <li>
            <Trans>
              Follow the <Link to="/community-guidelines">Community Guidelines</Link>. No harassment, hate
              speech, spam, personal information about others, impersonation or promotion of cheating.
            </Trans>
          </li>
          <li>
            <Trans>
              Guides are reviewed by our administrators before they are published, and may be rejected. Admins
              may also edit or remove any content, or restrict accounts, that break these terms.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Hero ratings, comments and guides are the personal opinions of the members who wrote them, not the
            views of Heroes Haven.
          </Trans>
        </p>
      </Section>

      <Section title={t`Privacy and Data`}>
        <p>
          <Trans>
            We collect only what we need to run the site: your e-mail address, your password (stored in a
            protected, hashed form), the profile and content you choose to add, and some technical details
            that keep your sign-in secure. We never sell your data, show advertising or use analytics
            trackers. Our full <Link to="/privacy">Privacy Policy</Link> explains what we collect, why, and
            the choices you have.
          </Trans>
        </p>
      </Section>

      <Section title={t`Disclaimer`}>
        <p>
          <Trans>
            Heroes Haven is an <strong>unofficial, fan-made</strong> website. It is not affiliated with,
            endorsed by or sponsored by the game's developer or publisher. Game names, characters and artwork
            belong to their respective owners and appear here only for community discussion and reference.
          </Trans>
        </p>
        <p>
          <Trans>
            The site is run by volunteers and provided "as is", without warranties of any kind. Hero
            statistics, event times, redeem codes, team suggestions and guides may be incomplete, out of date
            or wrong, and the site may sometimes be unavailable. Use the information at your own judgement. To
            the extent the law allows, we are not liable for any loss that comes from using the site,
            including in-game losses.
          </Trans>
        </p>
        <p>
          <Trans>
            Links to other websites are provided for convenience. We do not control those sites and are not
            responsible for their content or their privacy practices.
          </Trans>
        </p>
      </Section>

      <Section title={t`Changes to Terms`}>
        <p>
          <Trans>
            We may update these terms as the site grows or when the law requires it. If we make an important
            change, we will announce it on the site before it takes effect. If you keep using Heroes Haven
            after a change, you accept the updated terms; if you do not agree, you can stop using the site and
            ask us to delete your account.
          </Trans>
        </p>
      </Section>

      <Section title={t`Contact Us`}>
        <p>
          <Trans>
            Questions about these terms? Please get in touch with us through the{' '}
            <Link to="/contact">contact page</Link> and choose the category that fits best.
          </Trans>
        </p>
      </Section>
    </ProsePage>
  );
}
