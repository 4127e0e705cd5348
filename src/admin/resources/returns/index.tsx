/**
 * The "returns" resource: `<Resource name="returns" {...returns} />` — the returns and exchanges queue
 * (/admin/returns) and a request's page (/admin/returns/{id}/show). Requests are made by shoppers, or by staff
 * from a delivered order's page (create-return-dialog.tsx), never edited: they move through their steps.
 */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { ReturnList } from './return-list';
import { ReturnShow } from './return-show';

const returns = {
  list: ReturnList,
  show: ReturnShow,
  icon: AssignmentReturnIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};

export default returns;
export const { list, show, icon } = returns;
