/** The list's bulk action: the packing slips of the selected orders, one page each (issue 11 item 6). */
import PrintIcon from '@mui/icons-material/Print';
import { Button, useBasename, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MAX_SLIPS, slipPath } from './slip-paths';

export function PrintSlipsButton() {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  const basename = useBasename();
  const tooMany = selectedIds.length > MAX_SLIPS;
  return (
    <Button
      label={tooMany ? `Packing slips (at most ${MAX_SLIPS})` : 'Packing slips'}
      disabled={selectedIds.length === 0 || tooMany}
      onClick={() => navigate(slipPath(basename, selectedIds))}
    >
      <PrintIcon />
    </Button>
  );
}
