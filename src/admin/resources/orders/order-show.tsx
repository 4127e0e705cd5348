import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { formatEGP } from '../../../shared/format';
import type { OrderDetailRecord } from '../../data-provider/orders';

export function OrderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="orderNumber" label="Order" />
        <TextField source="status" />
        <FunctionField<OrderDetailRecord> label="Total" render={(o) => formatEGP(o.totalPrice)} />
      </SimpleShowLayout>
    </Show>
  );
}
