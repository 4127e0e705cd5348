/**
 * The "returns" resource: `<Resource name="returns" {...returns} />` — the returns and exchanges queue
 * (/admin/returns) and a request's page (/admin/returns/{id}/show). Requests are made by shoppers, or by staff
 * from a delivered order's page (create-return-dialog.tsx), never edited: they move through their steps.
 */
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { lazyComponent } from '../../components/deferred';

// Their own chunk: the queue's inputs and the request's page are not part of the back office's first load.
const ReturnList = lazyComponent(() => import('./return-list').then((m) => m.ReturnList));
const ReturnShow = lazyComponent(() => import('./return-show').then((m) => m.ReturnShow));

const returns = {
  list: ReturnList,
  show: ReturnShow,
  icon: AssignmentReturnIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};

export default returns;
export const { list, show, icon } = returns;
