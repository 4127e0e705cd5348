/**
 * The "orders" resource: `<Resource name="orders" {...orders} />`. The detail is also the `edit` view so the
 * spec's URL /admin/orders/{orderId} opens it (react-admin's show route alone would be /orders/{id}/show);
 * its only edit is the status.
 */
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyComponent } from '../../components/deferred';

// Their own chunk, fetched when the orders are first opened: the back office's first screen is the dashboard.
const OrderList = lazyComponent(() => import('./order-list').then((m) => m.OrderList));
const OrderShow = lazyComponent(() => import('./order-show').then((m) => m.OrderShow));

const orders = {
  list: OrderList,
  show: OrderShow,
  edit: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: 'orderNumber',
};

export default orders;
export const { list, show, edit, icon } = orders;
