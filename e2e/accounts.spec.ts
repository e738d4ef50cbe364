import {
  desktopOnly,
  expect,
  GOOD_PASSWORD,
  latestMailLink,
  registerViaApi,
  signedInMember,
  signInViaUi,
  test,
  uniqueEmail,
  uniqueUsername,
} from './support/fixtures';

// The account forms are one column at every width; only signing out (through the phone's
// menu) differs on a phone, so the other journeys run at desktop width.

test.describe('registration', () => {
  test(
    'shows each rule as it is typed, then registers, signs in, asks for a username and welcomes the new member',
    desktopOnly,
    async ({ page }) => {
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const submit = page.getByRole('button', { name: 'Create Account' });
      // An address is judged once the field is left, then at every change; nothing is sent yet.
      await email.fill('not-an-email');
      await password.focus();
      await expect(page.locator('#auth-email-message')).toHaveText('Please enter a valid email address');
      await email.fill(uniqueEmail('register'));
      await expect(page.locator('#auth-email-message')).toHaveCount(0);
      await password.fill('Sh0rt!');
      await email.focus();
      await expect(page.locator('#auth-password-message')).toHaveText(
        'Password must be at least 8 characters',
      );
      await password.fill('lowercase1!');
      await expect(page.locator('#auth-password-message')).toHaveText(
        'Password must contain at least one uppercase letter',
      );

      const cases: [string, string][] = [
        ['Sh0rt!', 'Password must be at least 8 characters'],
        ['lowercase1!', 'Password must contain at least one uppercase letter'],
        ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
        ['NoNumbers!', 'Password must contain at least one number'],
        ['NoSpecial1', 'Password must contain at least one special character'],
      ];
      for (const [value, message] of cases) {
        await password.fill(value);
        await submit.click();
        await expect(page.locator('#auth-password-message')).toHaveText(message);
      }
      await email.fill('not-an-email');
      await password.fill(GOOD_PASSWORD);
      await submit.click();
      await expect(page.locator('#auth-email-message')).toHaveText('Please enter a valid email address');

      await email.fill(uniqueEmail('register'));
      await submit.click();
      // Signed in at once, on to choosing a username, whose rule also shows as it is typed.
      await expect(page).toHaveURL(/\/profile\/setup$/, { timeout: 10_000 });
      await expect(page.getByRole('heading', { name: 'Welcome to the game world' })).toBeVisible();
      const username = page.getByLabel('Username');
      await username.fill('ab');
      await expect(page.locator('#setup-username-message')).toHaveText(
        'Username must be at least 3 characters',
      );
      const chosen = uniqueUsername('newcomer');
      await username.fill(chosen);
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${chosen}!`);
    },
  );

  test('refuses an address that is already registered', desktopOnly, async ({ page }) => {
    const email = uniqueEmail('taken');
    await registerViaApi(page.request, email);
    await page.goto('/register');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('This email is already registered. Please sign in instead.')).toBeVisible();
  });
});

test.describe('signing in', () => {
  test(
    'fails with a wrong password, then succeeds and asks for a username',
    desktopOnly,
    async ({ page }) => {
      const email = uniqueEmail('signin');
      await registerViaApi(page.request, email);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass9');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Invalid email or password')).toBeVisible();

      await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/profile\/setup/);
      await expect(page.getByRole('heading', { name: 'Welcome to the game world' })).toBeVisible();
      await expect(page.getByText('Choose your username to get started')).toBeVisible();

      const username = page.getByLabel('Username');
      await username.fill('ab');
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page.locator('#setup-username-message')).toHaveText(
        'Username must be at least 3 characters',
      );
      await username.fill('bad name!');
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page.locator('#setup-username-message')).toHaveText(
        'Username can only contain letters, numbers, and underscores',
      );
      const chosen = `hero_${Date.now().toString(36)}`;
      await username.fill(chosen);
      await page.getByRole('button', { name: 'Complete Setup' }).click();
      await expect(page.getByText('Profile setup complete!')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('main').getByText(chosen).first()).toBeVisible();
    },
  );

  test('a taken username is refused at setup', desktopOnly, async ({ page, browser }) => {
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    const { username } = await signedInMember(firstPage, 'first');
    await first.close();

    const email = uniqueEmail('second');
    await registerViaApi(page.request, email);
    await signInViaUi(page, email);
    await page.getByLabel('Username').fill(username.toUpperCase());
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page.locator('#setup-username-message')).toHaveText('Username is already taken');
  });

  test('signing out returns to the sign-in page', async ({ page, isMobile }) => {
    await signedInMember(page, 'signout');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: /, user menu$/ }).click();
      await page.getByRole('button', { name: 'Sign Out' }).click();
    }
    await expect(page).toHaveURL(/\/login/);
    const me = await page.request.get('/api/me');
    expect((await me.json()).user).toBeNull();
  });
});

test('forgot and reset a password through the e-mailed link', desktopOnly, async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerViaApi(page.request, email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/Password reset instructions sent to your email/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=requested/, { timeout: 10_000 });

  const link = await latestMailLink(email);
  expect(link).toMatch(/\/reset-password\?token=[^&]+&type=recovery$/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  const newPassword = 'Fresh-Start8';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill('Different-8!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password successfully reset! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reset=success/, { timeout: 10_000 });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/setup/);

  // The same link cannot be used twice.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(
    page.getByText('Invalid or expired token. Please request a new password reset link.'),
  ).toBeVisible();
});

test('a reset page opened without a link explains where to get one', desktopOnly, async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText('You need to access this page from a password reset link sent to your email.'),
  ).toBeVisible();
});

test('an idle member is signed out after two hours', desktopOnly, async ({ page }) => {
  await page.clock.install();
  await signedInMember(page, 'idle');
  await page.clock.fastForward('02:01:00');
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(page.getByText('You have been signed out due to inactivity')).toBeVisible();
  expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
});

test('signing out in one tab signs out the others', desktopOnly, async ({ page, context }) => {
  // At desktop width only: the header check below uses the desktop user menu.
  await signedInMember(page, 'tabs');
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: /, user menu$/ })).toBeVisible();
  await page.getByRole('button', { name: /, user menu$/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(other.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: /, user menu$/ })).toHaveCount(0);
});

test('a recovery link with a made-up token signs nobody out', desktopOnly, async ({ page }) => {
  await signedInMember(page, 'recovery');
  await page.goto('/#access_token=made-up-token&type=recovery');
  await expect(page).toHaveURL(/\/forgot-password\?error=invalid_token/);
  const me = await page.request.get('/api/me');
  expect((await me.json()).user).not.toBeNull();
});
