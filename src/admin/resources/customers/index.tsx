/**
 * The "customers" resource: `<Resource name="customers" {...customers} />`. A customer's id is
 * the mobile number; the list is a lookup by number, the show view the number's record and orders.
 */
import PeopleIcon from '@mui/icons-material/People';
import { CustomerList } from './customer-list';
import { CustomerShow } from './customer-show';

const customers = {
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: 'mobile',
};

export default customers;
export const { list, show, icon } = customers;
export const create = undefined;
export const edit = undefined;
