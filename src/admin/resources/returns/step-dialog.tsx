/**
 * The frame of a request's step dialogs: a react-admin Form (the step's zod resolver: what it hands to
 * `onSubmit` is the step's body) in an MUI dialog, with Close and the step's button ("Saving…" while the call
 * runs). Mounted only while open, so the form opens with its defaults each time, never the page's record.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Form, RecordContextProvider } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useReturnsText } from '../../i18n/returns';

export interface StepDialogProps<In extends FieldValues, Out> {
  title: string;
  submitLabel: string;
  // The zod resolver of the step's schema, whatever its values: its output type is the body.
  resolver: Resolver<In, unknown, Out>;
  defaultValues: FieldValues;
  onSubmit: (body: Out) => void | Promise<void>;
  onClose: () => void;
  busy: boolean;
  color?: 'primary' | 'error';
  children: ReactNode;
}

export function StepDialog<In extends FieldValues, Out>({
  title,
  submitLabel,
  resolver,
  defaultValues,
  onSubmit,
  onClose,
  busy,
  color = 'primary',
  children,
}: StepDialogProps<In, Out>) {
  const t = useReturnsText();
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {/* No record: react-admin's Form would fill the fields from the page's record (the request, the order). */}
      <RecordContextProvider value={undefined}>
        <Form
          resolver={resolver as unknown as Resolver<FieldValues>}
          defaultValues={defaultValues}
          onSubmit={(values: FieldValues) => onSubmit(values as Out)}
          noValidate
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>
              {t.close}
            </Button>
            <Button type="submit" variant="contained" color={color} disabled={busy}>
              {busy ? t.saving : submitLabel}
            </Button>
          </DialogActions>
        </Form>
      </RecordContextProvider>
    </Dialog>
  );
}
