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
import type { ReactElement } from 'react';
import { Menu, useBasename } from 'react-admin';
import { useLayoutText } from '../i18n/layout';
import { MENU_LINKS } from './menu-links';

const ICONS: Record<string, ReactElement> = {
  '/dashboard': <DashboardIcon />,
  '/addProduct': <AddBoxIcon />,
  '/category': <CategoryIcon />,
  '/products': <InventoryIcon />,
  '/orders': <ReceiptLongIcon />,
  '/addCoupon': <LocalOfferIcon />,
  '/addDiscount': <PercentIcon />,
  '/shipping': <LocalShippingIcon />,
  '/synonyms': <ManageSearchIcon />,
  '/settings': <SettingsIcon />,
};

/** The sidebar: links to the spec's admin pages rather than one entry per react-admin resource. */
export function AdminMenu() {
  const basename = useBasename();
  const t = useLayoutText();
  return (
    <Menu>
      {MENU_LINKS.map(({ label, path }) => (
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
