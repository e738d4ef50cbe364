import { readFileSync } from 'node:fs';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  expect as baseExpect,
  GOOD_PASSWORD,
  latestMailLink,
  signInAsAdmin,
  test,
  uniqueEmail,
} from './support/fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
const NEW_PASSWORD = 'Fresh-Start9';

test('a member changes their address and password, downloads their data and deletes their account', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const member = await apiSignedInMember(page.request, 'leaver');

  // The Account page is in the user menu (the side menu on phones).
  await page.goto('/');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Account', exact: true })
      .click();
  } else {
    await page.getByRole('button', { name: /, user menu$/ }).click();
    await page.getByRole('list', { name: 'Your pages' }).getByRole('link', { name: 'Account' }).click();
  }
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(`You sign in with ${member.email}.`)).toBeVisible();
  await expectAccessibleInBothThemes(page);

  // A new address counts once the link mailed to it is followed.
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Check your new address')).toBeVisible();
  await page.goto(await latestMailLink(newEmail));
  await expect(page).toHaveURL(/\/account\?email=changed/);
  await expect(page.getByText('Your e-mail address has been changed.')).toBeVisible();
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();

  // A wrong current password is refused; the right one changes it.
  await page.getByLabel('Current Password').fill('Wrong-Guess1');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password is incorrect')).toBeVisible();
  await page.getByLabel('Current Password').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();

  // Download my data: one JSON file with every section.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^heroes-haven-.+\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(data.profile.username).toBe(member.username);
  for (const section of [
    'heroComments',
    'wallComments',
    'ratings',
    'teams',
    'guides',
    'friends',
    'notifications',
  ]) {
    expect(Array.isArray(data[section]), section).toBe(true);
  }

  // Delete my account: the password again, then a last confirmation.
  await page.getByLabel('Your password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await page.goto(`/profile/${member.username}`);
  await expect(page.getByText('Profile not found')).toBeVisible();
});

test('an administrator is told to ask another administrator instead of being offered deletion', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  await expect(
    page.getByText('Administrators cannot delete their own account. Ask another administrator.'),
  ).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
});
