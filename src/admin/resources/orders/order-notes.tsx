/**
 * Internal notes on an order: what was said on the phone, who wrote it and when (Cairo time).
 * Staff only; the shopper never sees them.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import {
  getListOrderNotesQueryKey,
  useAddOrderNote,
  useListOrderNotes,
} from '../../../../generated/api/orders/orders';
import { useFormsText } from '../../i18n/forms';
import { useOrderPagesText } from '../../i18n/order-pages';

/** The contract's longest note (OrderNoteCreate.body maxLength). */
export const NOTE_MAX_LENGTH = 1000;

export function OrderNotes({ orderId }: { orderId: number }) {
  const t = useOrderPagesText();
  // Dates as the back office's language writes them (Arabic: 25 نوفمبر 2026، 10:36 م).
  const { dateTime } = useFormsText();
  const { data, error, isPending } = useListOrderNotes(orderId);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddOrderNote({
    mutation: {
      onSuccess: () => {
        setBody('');
        notify(t.noteAdded, { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: getListOrderNotesQueryKey(orderId) });
      },
      onError: (failure) => notify(t.noteFailed(failure.message), { type: 'error' }),
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem(t.writeNoteFirst);
      return;
    }
    setProblem(null);
    add.mutate({ id: orderId, data: { body: text } });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="order-notes">
      <CardContent>
        <Typography id="order-notes" variant="h6" component="h2" gutterBottom>
          {t.notes}
        </Typography>
        {isPending && <Typography variant="body2">{t.loadingNotes}</Typography>}
        {error && <Alert severity="error">{t.noteFailed(error.message)}</Alert>}
        {data && data.notes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t.noNotes}
          </Typography>
        )}
        {data && data.notes.length > 0 && (
          <List dense disablePadding aria-label={t.notes}>
            {data.notes.map((note) => (
              <ListItem key={note.id} disableGutters>
                <ListItemText
                  translate="no"
                  primary={note.body}
                  secondary={`${note.author} · ${dateTime(note.createdAt)}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ mt: 1.5 }}>
          <TextField
            label={t.addNoteLabel}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(problem)}
            helperText={problem ?? t.notesHelp}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={add.isPending}>
            {add.isPending ? t.adding : t.addNote}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
