import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage, Section } from '../../../components/ui/prose-page';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Cookies Policy`}
      description={t`The few cookies and browser storage Heroes Haven uses: staying signed in and remembering your theme.`}
      lastUpdated
    >
      <p>
        <Trans>
          This policy explains how Heroes Haven, an unofficial fan-made community website, uses cookies and
          similar browser storage. The short version: we use only what is needed to keep you signed in and to
          remember your theme. We do not use advertising or analytics cookies, and we do not track you across
          other websites.
        </Trans>
      </p>

      <Section title={t`What Are Cookies?`}>
        <p>
          <Trans>
            Cookies are small text files that a website asks your browser to store. Your browser sends them
            back to that website on later visits, which lets the site recognise you, for example to keep you
            signed in as you move from page to page.
          </Trans>
        </p>
        <p>
          <Trans>
            Websites can also keep small pieces of information in your browser's local storage. Unlike
            cookies, local storage is not sent to the website's server automatically; it stays on your device.
            We mention it here because we use it for two small things, described below.
          </Trans>
        </p>
      </Section>

      <Section title={t`Types of Cookies`}>
        <p>
          <Trans>
            Cookies are usually grouped by what they do. Here is each type and whether Heroes Haven uses it.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Essential cookies</strong> are needed for a website to work at all, for example to keep
              a session secure. <strong>We use them.</strong>
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Authentication cookies</strong> remember that you have signed in, so you do not have to
              enter your password on every page. They are a kind of essential cookie.{' '}
              <strong>We use them.</strong>
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Preference cookies</strong> remember choices such as language or theme.{' '}
              <strong>We do not use them.</strong> Your light or dark theme choice is kept in local storage on
              your device instead.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Analytics cookies</strong> count visits and record how people move around a site.{' '}
              <strong>We do not use them</strong>, and we do not use any analytics service.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Marketing cookies</strong> follow people across websites to show them targeted
              advertising. <strong>We do not use them.</strong> Heroes Haven shows no advertising.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`How We Use Cookies`}>
        <h3>
          <Trans>Cookies</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>Session cookie:</strong> set when you sign in. It holds a random token that tells our
              server which signed-in session is yours. Scripts on the page cannot read it. It is removed when
              you sign out, and the session behind it ends after two hours without activity.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>"Remember me" cookie:</strong> set when you sign in without ticking "Remember me". It
              tells our server to end your session when you close your browser. If you tick "Remember me", you
              stay signed in between visits until you sign out or are signed out for inactivity.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>If you browse Heroes Haven without signing in, we do not need to set any cookies.</Trans>
        </p>

        <h3>
          <Trans>Local storage</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>Theme:</strong> remembers whether you chose the light or the dark theme. Without it the
              site uses the light theme.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Last activity time:</strong> the time you last used the site while signed in, shared
              between your open tabs. It is used to sign you out for your safety after two hours without
              activity, and it is cleared when you sign out.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>None of this information is used to profile you or shared with anyone else.</Trans>
        </p>
      </Section>

      <Section title={t`Managing Cookies`}>
        <ul>
          <li>
            <Trans>
              <strong>Browser settings:</strong> every modern browser lets you see, block and delete cookies
              and local storage, usually under its privacy or site settings. If you block or delete our
              session cookie, you will not be able to stay signed in. If you clear local storage, the site
              returns to the light theme.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Consent banner:</strong> because we only use cookies and storage that are strictly
              needed for the features you ask for, we do not show a cookie consent banner. If we ever add
              optional cookies, such as analytics, we will ask for your consent through a banner first and let
              you change your choice at any time.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Third-party opt-outs:</strong> we do not allow advertising or analytics companies to set
              cookies through our site, so there is nothing to opt out of here. For other websites, use their
              own cookie settings or your browser's tracking protection.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Third-Party Cookies`}>
        <p>
          <Trans>
            Heroes Haven does not place third-party cookies. Some avatars and guide pictures are links to
            images hosted on other websites; when your browser loads one of them, that website receives the
            request and may handle it under its own cookie rules. Our{' '}
            <Link to="/privacy">Privacy Policy</Link> explains which outside services are involved in running
            the site and what information they can see.
          </Trans>
        </p>
      </Section>

      <Section title={t`Changes to This Policy`}>
        <p>
          <Trans>
            If we change the cookies or storage we use, we will update this policy. If we ever want to add
            cookies that are not essential, we will ask for your consent first, as described above.
          </Trans>
        </p>
      </Section>

      <Section title={t`Contact Us`}>
        <p>
          <Trans>
            Questions about cookies on Heroes Haven? Send us a message through the{' '}
            <Link to="/contact">contact page</Link>.
          </Trans>
        </p>
      </Section>
    </ProsePage>
  );
}
