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
import { formatDateTime } from '../../../shared/cairo-dates';

/** The contract's longest note (OrderNoteCreate.body maxLength). */
export const NOTE_MAX_LENGTH = 1000;

export function OrderNotes({ orderId }: { orderId: number }) {
  const { data, error, isPending } = useListOrderNotes(orderId);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddOrderNote({
    mutation: {
      onSuccess: () => {
        setBody('');
        notify('Note added', { type: 'success' });
        void queryClient.invalidateQueries({ queryKey: getListOrderNotesQueryKey(orderId) });
      },
      onError: (failure) => notify(`Error adding note: ${failure.message}`, { type: 'error' }),
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) {
      setProblem('Write the note first.');
      return;
    }
    setProblem(null);
    add.mutate({ id: orderId, data: { body: text } });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="order-notes">
      <CardContent>
        <Typography id="order-notes" variant="h6" component="h2" gutterBottom>
          Notes
        </Typography>
        {isPending && <Typography variant="body2">Loading notes...</Typography>}
        {error && <Alert severity="error">Error loading notes: {error.message}</Alert>}
        {data && data.notes.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No notes yet.
          </Typography>
        )}
        {data && data.notes.length > 0 && (
          <List dense disablePadding aria-label="Notes">
            {data.notes.map((note) => (
              <ListItem key={note.id} disableGutters>
                <ListItemText
                  primary={note.body}
                  secondary={`${note.author} · ${formatDateTime(note.createdAt)}`}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Box component="form" onSubmit={onSubmit} noValidate sx={{ mt: 1.5 }}>
          <TextField
            label="Add a note"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            error={Boolean(problem)}
            helperText={problem ?? 'Only staff see notes.'}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }} disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add note'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
