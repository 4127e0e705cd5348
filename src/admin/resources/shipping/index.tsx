/**
 * The "shipping" resource: Egypt's 27 governorates with their fee, all on one page, each fee edited in
 * place (docs/business-rules.md#shipping). Only the fee changes; governorates are neither added nor removed.
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Datagrid, FunctionField, List } from 'react-admin';
import type { City } from '../../../../generated/models';
import { useShippingText } from '../../i18n/shipping';
import { ShippingPriceEditor } from './shipping-price-editor';

export function ShippingList() {
  const t = useShippingText();
  return (
    <List
      title={t.title}
      perPage={50}
      pagination={false}
      exporter={false}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <FunctionField<City> source="name" label={t.governorate} render={(city) => t.name(city.name)} />
        <FunctionField source="shippingPrice" label={t.price} render={() => <ShippingPriceEditor />} />
      </Datagrid>
    </List>
  );
}

const shipping = { list: ShippingList, icon: LocalShippingIcon, recordRepresentation: 'name' };

export default shipping;
