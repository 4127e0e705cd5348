import { Box } from '@mui/material';
import type { ReturnStatus } from '../../../../generated/models';
import { useReturnsText } from '../../i18n/returns';
import { RETURN_STATUS_BADGE } from './return-words';

/** A request's status as a coloured badge, in the back office's language. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useReturnsText();
  return (
    <Box
      component="span"
      sx={{
        bgcolor: RETURN_STATUS_BADGE[status].background,
        color: RETURN_STATUS_BADGE[status].color,
        borderRadius: 4,
        px: 1,
        py: 0.25,
        fontWeight: 600,
        fontSize: '0.75rem',
        whiteSpace: 'nowrap',
      }}
    >
      {t.statuses[status]}
    </Box>
  );
}
