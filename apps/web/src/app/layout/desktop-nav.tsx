import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { DIRECT_LINKS, labelText, NAV_BUTTON_CLASSES, NAV_GROUPS } from './nav-config';
import { NavDropdown } from './nav-dropdown';

/** The top bar's menus and direct links (large screens). */
export function DesktopNav({ className }: { className?: string }) {
  const { i18n, t } = useLingui();
  return (
    <nav aria-label={t`Main`} className={className}>
      <ul className="flex items-center gap-0.5">
        {NAV_GROUPS.map((group) => (
          <li key={group.id}>
            <NavDropdown group={group} />
          </li>
        ))}
        {DIRECT_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(NAV_BUTTON_CLASSES, isActive && 'bg-white/10 text-white shadow-[inset_0_-2px_0_#e8b95a]')
              }
            >
              {labelText(i18n, link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
