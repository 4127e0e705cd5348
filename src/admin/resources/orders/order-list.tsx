import { Datagrid, DateField, FunctionField, List, TextField } from 'react-admin';
import { formatEGP } from '../../../shared/format';
import type { OrderListRecord } from '../../data-provider/orders';

export function OrderList() {
  return (
    <List perPage={10} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick={(id) => `/orders/${id}`} bulkActionButtons={false}>
        <TextField source="orderNumber" label="Order" />
        <FunctionField<OrderListRecord> label="Customer" render={(o) => `${o.customerInfo.firstName} ${o.customerInfo.lastName}`} />
        <FunctionField<OrderListRecord> label="Total Price" render={(o) => formatEGP(o.totalPrice)} />
        <DateField source="createdAt" label="Date" showTime />
        <TextField source="status" />
      </Datagrid>
    </List>
  );
}
