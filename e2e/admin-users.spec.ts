import type { MemberListResponse } from '@haven/shared/members/schemas';
import { request as apiRequest } from '@playwright/test';
import { expectAccessibleInBothThemes } from './support/accessibility';
import {
  apiSignedInMember,
  desktopOnly,
  expect,
  GOOD_PASSWORD,
  signInAsAdmin,
  test,
  uniqueUsername,
} from './support/fixtures';

test(
  'an admin renames, promotes, resets the password of and deletes a member',
  desktopOnly,
  async ({ page, baseURL }) => {
    // At desktop width only: the same admin screens at every width.
    test.setTimeout(180_000);
    const memberContext = await apiRequest.newContext({ baseURL });
    const member = await apiSignedInMember(memberContext, 'managed');
    await signInAsAdmin(page);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await page.getByPlaceholder('Search by username...').fill(member.username);
    const row = page.getByRole('row').filter({ hasText: member.username });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('User');
    await expectAccessibleInBothThemes(page);

    // The spec's username rules, before anything is sent.
    await row.getByRole('button', { name: `Edit ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Username').fill('ab');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
    await dialog.getByLabel('New password (optional)').fill('weakpass');
    await dialog.getByLabel('Username').fill(member.username);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Password must contain at least one uppercase letter')).toBeVisible();
    // Measured without the pointer resting on a button (hover colours are not the resting ones).
    await page.mouse.move(0, 0);
    await expectAccessibleInBothThemes(page);

    // Rename, promote and set a new password in one save.
    const renamed = uniqueUsername('renamed');
    const newPassword = 'Fresh-Start9';
    await dialog.getByLabel('Username').fill(renamed);
    await dialog.getByLabel('Administrator').check();
    await dialog.getByLabel('New password (optional)').fill(newPassword);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('Search by username...').fill(renamed);
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toContainText('Admin');

    // The member was signed out everywhere; only the new password works.
    const me = await (await memberContext.get('/api/me')).json();
    expect(me).toEqual({ user: null });
    const oldSignIn = await memberContext.post('/api/account/sign-in', {
      data: { email: member.email, password: GOOD_PASSWORD },
    });
    expect(oldSignIn.status()).toBe(401);
    const newSignIn = await memberContext.post('/api/account/sign-in', {
      data: { email: member.email, password: newPassword },
    });
    expect(newSignIn.ok()).toBe(true);
    const meAgain = (await (await memberContext.get('/api/me')).json()) as {
      user: { username: string; isAdmin: boolean };
    };
    expect(meAgain.user).toMatchObject({ username: renamed, isAdmin: true });

    // The admin cannot delete themselves: their own row's Delete is disabled.
    const self = (await (await page.request.get('/api/me')).json()) as { user: { username: string } };
    await page.getByPlaceholder('Search by username...').fill(self.user.username);
    await expect(page.getByRole('button', { name: `Delete ${self.user.username}` })).toBeDisabled();

    // Delete after confirmation.
    await page.getByPlaceholder('Search by username...').fill(renamed);
    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText(renamed);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(page.getByText('No users found')).toBeVisible();
    const listed = (await (
      await page.request.get(`/api/admin/members?search=${renamed}`)
    ).json()) as MemberListResponse;
    expect(listed.items).toEqual([]);
    expect((await (await memberContext.get('/api/me')).json()).user).toBeNull();
    await memberContext.dispose();
  },
);
