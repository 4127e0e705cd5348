import AddBoxIcon from '@mui/icons-material/AddBox';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PercentIcon from '@mui/icons-material/Percent';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupIcon from '@mui/icons-material/Group';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import type { ReactElement } from 'react';
import { Menu, useBasename, usePermissions } from 'react-admin';
import type { AdminRole } from '../../../generated/models';
import { mayOpen, TWO_STEP_SETUP_SCREEN } from '../access';
import { useLayoutText } from '../i18n/layout';
import { useMustSetUpTwoStep } from '../use-staff-role';
import { MENU_LINKS, type MenuLink } from './menu-links';

const ICONS: Record<string, ReactElement> = {
  '/dashboard': <DashboardIcon />,
  '/addProduct': <AddBoxIcon />,
  '/category': <CategoryIcon />,
  '/products': <InventoryIcon />,
  '/orders': <ReceiptLongIcon />,
  '/returns': <AssignmentReturnIcon />,
  '/addCoupon': <LocalOfferIcon />,
  '/addDiscount': <PercentIcon />,
  '/shipping': <LocalShippingIcon />,
  '/synonyms': <ManageSearchIcon />,
  '/settings': <SettingsIcon />,
  '/staff': <GroupIcon />,
  '/activity': <HistoryIcon />,
  [TWO_STEP_SETUP_SCREEN]: <ManageAccountsIcon />,
};

/** Her account page, alone in the menu while she must set up two-step sign-in there first. */
const SETUP_LINKS: readonly MenuLink[] = [{ label: 'My account', path: TWO_STEP_SETUP_SCREEN }];

/**
 * The sidebar: links to the spec's admin pages rather than one entry per react-admin resource; a member sees the
 * pages her role allows (../access.ts), or her account page alone while she must set up two-step sign-in.
 */
export function AdminMenu() {
  const basename = useBasename();
  const t = useLayoutText();
  const { permissions: role, isPending } = usePermissions<AdminRole | undefined>();
  const mustSetUp = useMustSetUpTwoStep();
  const links =
    isPending || mustSetUp === undefined
      ? []
      : mustSetUp
        ? SETUP_LINKS
        : MENU_LINKS.filter(({ path }) => role === undefined || mayOpen(role, path));
  return (
    <Menu>
      {links.map(({ label, path }) => (
        <Menu.Item
          key={path}
          to={`${basename}${path}`}
          primaryText={t.menu[path] ?? label}
          leftIcon={ICONS[path]}
        />
      ))}
    </Menu>
  );
}
