import { expectAccessibleInBothThemes } from './support/accessibility';
import { apiSignedInMember, desktopOnly, expect, signInAsAdmin, test } from './support/fixtures';

test(
  'a member sends a message; an admin sees it arrive, reads, filters and deletes it',
  desktopOnly,
  async ({ page, browser }) => {
    // At desktop width only: the same admin screens at every width.
    // A long journey through several screens and two browsers.
    test.setTimeout(300_000);
    const subject = `Broken hero page ${Date.now().toString(36)}`;

    // The admin has the inbox open before the message is sent.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await admin.goto('/admin/messages');
    await expect(admin.getByRole('heading', { name: 'Contact Messages', level: 1 })).toBeVisible();

    const member = await apiSignedInMember(page.request, 'writer');
    await page.goto('/contact');
    await expect(page.getByLabel('Name')).toHaveValue(member.username);
    await expect(page.getByLabel('Category')).toHaveValue('general');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expectAccessibleInBothThemes(page);

    await page.getByLabel('Category').selectOption({ label: 'Technical Issues' });
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The page stays blank.\nSecond line.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // It shows in the open inbox without a reload.
    const row = admin.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Unread')).toBeVisible();
    await expect(row.getByText('Technical Issues')).toBeVisible();

    await admin.getByLabel('Show').selectOption('read');
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Show').selectOption('unread');
    await row.getByRole('button', { name: subject }).click();
    const detail = admin.getByRole('dialog', { name: subject });
    await expect(detail.getByText(`From: ${member.username}`)).toBeVisible();
    await expect(detail.getByRole('link', { name: member.email })).toHaveAttribute(
      'href',
      `mailto:${member.email}`,
    );
    await expect(detail.getByRole('link', { name: 'View Profile' })).toBeVisible();
    await expectAccessibleInBothThemes(admin);
    await detail.getByRole('button', { name: 'Close', exact: true }).click();

    await admin.getByLabel('Show').selectOption('read');
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: subject }).click();
    await detail.getByRole('button', { name: 'Delete Message' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete Message' });
    await expect(
      confirm.getByText('Are you sure you want to delete this message? This action cannot be undone.'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Message deleted', { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);
    await adminContext.close();
  },
);
