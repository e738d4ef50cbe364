import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminTabId, findAdminTab } from '../../../features/admin/admin-tabs';
import { AdminDashboardShell } from '../../../features/admin/components/admin-dashboard-shell';
import { AdminLinkSection } from '../../../features/admin/components/admin-link-section';
import { useSession } from '../../../features/auth/api/get-me';
import { ManageBanners } from '../../../features/banners/components/manage-banners';
import { ManageGameDatabase } from '../../../features/game-database/components/admin-database-entries';
import { ManageGuidesTab } from '../../../features/guides/components/manage-guides-tab';
import { HeroPickerModal } from '../../../features/heroes/components/hero-picker-modal';
import { ManageHeroes } from '../../../features/heroes/components/manage-heroes';
import { ManageUsers } from '../../../features/members/components/manage-users';
import {
  MemberRestrictionStatus,
  useRestrictionDialog,
} from '../../../features/moderation/components/member-restriction-status';
import { ModerationLog } from '../../../features/moderation/components/moderation-log';
import { ManageOutfits } from '../../../features/outfits/components/manage-outfits';
import { ManageRedeemCodes } from '../../../features/redeem-codes/components/manage-redeem-codes';
import { useReportCount } from '../../../features/reports/api/get-report-count';
import { ReportsQueue } from '../../../features/reports/components/reports-queue';
import { ManagePityRules } from '../../../features/summons/components/manage-pity-rules';
import { ManageTierList } from '../../../features/tier-list/components/admin-tier-list';
import { paths } from '../../../lib/paths';

const OfficialContentSection = () => {
  const { t } = useLingui();
  return (
    <AdminLinkSection
      links={[
        {
          to: paths.adminOfficialContent,
          label: t`Manage Official Content`,
          text: t`Publish, edit and delete news, updates and events.`,
        },
      ]}
    />
  );
};
const AboutSection = () => {
  const { t } = useLingui();
  return (
    <AdminLinkSection
      links={[
        {
          to: paths.adminAbout,
          label: t`About the Website`,
          text: t`Edit the page that introduces Heroes Haven.`,
        },
        { to: paths.adminAbout, label: t`About the Game`, text: t`Edit the page about the game itself.` },
      ]}
    />
  );
};
const MessagesSection = () => {
  const { t } = useLingui();
  return (
    <AdminLinkSection
      links={[
        {
          to: paths.adminMessages,
          label: t`Contact Messages`,
          text: t`Read, filter and delete what members sent.`,
        },
      ]}
    />
  );
};

/**
 * The admin may not demote, delete or restrict themselves, so the Users tab knows who is looking;
 * each row's standing and its Suspend/Ban and Lift controls come from the moderation feature.
 */
const UsersSection = () => {
  const { user } = useSession();
  const restriction = useRestrictionDialog();
  return (
    <>
      <ManageUsers
        viewer={user}
        renderStatus={(member) => (
          <MemberRestrictionStatus member={member} viewer={user} onOpen={restriction.open} />
        )}
      />
      {restriction.dialog}
    </>
  );
};

/** The entry editor chooses related heroes with the heroes feature's picker, handed in from here. */
const GameDatabaseSection = () => (
  <ManageGameDatabase renderHeroPicker={(props) => <HeroPickerModal {...props} />} />
);

/** Banners feature heroes chosen with the heroes feature's picker, handed in from here. */
const BannersSection = () => <ManageBanners renderHeroPicker={(props) => <HeroPickerModal {...props} />} />;

/** The section each tab shows. */
const SECTIONS: Record<AdminTabId, ComponentType> = {
  heroes: ManageHeroes,
  users: UsersSection,
  outfits: ManageOutfits,
  guides: ManageGuidesTab,
  'official-content': OfficialContentSection,
  about: AboutSection,
  messages: MessagesSection,
  'redeem-codes': ManageRedeemCodes,
  banners: BannersSection,
  'pity-rules': ManagePityRules,
  'game-database': GameDatabaseSection,
  'tier-list': ManageTierList,
  reports: ReportsQueue,
  'moderation-log': ModerationLog,
};

export function Component() {
  const [searchParams] = useSearchParams();
  const tab = findAdminTab(searchParams.get('tab'));
  const Section = SECTIONS[tab.id];
  const reportCount = useReportCount();
  return (
    <AdminDashboardShell activeTab={tab} badges={{ reports: reportCount.data?.open ?? 0 }}>
      <Section />
    </AdminDashboardShell>
  );
}
