/**
 * /admin/settings: the shop's contact details — WhatsApp number, phone, email, social links and
 * address — shown in the storefront's footer, policy pages and confirmation page. Checked against the contract
 * before saving (contact-form.ts, through zodResolver); saved with updateShopContact. Loaded lazily (app.tsx).
 */
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form, TextInput, Title, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  getGetShopContactQueryKey,
  useGetShopContact,
  useUpdateShopContact,
} from '../../../generated/api/settings/settings';
import { ApiError } from '../../shared/api-fetch';
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  contactFormResolver,
  contactFormSchema,
  toContactValues,
  type ContactErrors,
  type ContactField,
} from './contact-form';

const isContactField = (name: string): name is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(name);

const HELP: Partial<Record<ContactField, string>> = {
  whatsapp: 'Shoppers tap it to chat with the shop: 01012345678 or +201012345678.',
  facebook: 'https://www.facebook.com/…',
  instagram: 'https://www.instagram.com/…',
  tiktok: 'https://www.tiktok.com/@…',
};

const INPUT: Partial<Record<ContactField, { type: string; inputMode?: 'tel' | 'email' | 'url' }>> = {
  whatsapp: { type: 'tel', inputMode: 'tel' },
  phone: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email' },
  facebook: { type: 'url', inputMode: 'url' },
  instagram: { type: 'url', inputMode: 'url' },
  tiktok: { type: 'url', inputMode: 'url' },
};

export default function SettingsPage() {
  const contact = useGetShopContact();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useUpdateShopContact();
  // One record per answer: a new one would start the form over.
  const record = useMemo(() => toContactValues(contact.data), [contact.data]);

  // The resolver has checked the values: `body` is the contract's ShopContactUpdate. What the server refuses
  // field by field comes back as the form's errors.
  const onSubmit = async (body: FieldValues) => {
    try {
      const saved = await save.mutateAsync({ data: contactFormSchema.parse(body) });
      queryClient.setQueryData(getGetShopContactQueryKey(), saved);
      notify('Contact details saved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify(`Error saving contact details: ${error instanceof Error ? error.message : String(error)}`, {
        type: 'error',
      });
      const fromServer: ContactErrors = {};
      if (error instanceof ApiError)
        for (const detail of error.details) {
          const field = detail.field.replace(/^body\./, '');
          if (isContactField(field)) fromServer[field] = detail.message;
        }
      return fromServer;
    }
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2, minWidth: 0 }}>
      <Title title="Settings" />
      <Card variant="outlined" sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Shop contact
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Shown to shoppers in the footer, on the policy pages and on the order confirmation page. Leave a
            field empty to hide it.
          </Typography>
          {contact.isPending && <LinearProgress aria-label="Loading contact details" sx={{ mb: 2 }} />}
          {contact.error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              Error loading contact details: {contact.error.message}
            </Alert>
          )}
          <Form record={record} resolver={contactFormResolver} onSubmit={onSubmit} noValidate>
            <Stack spacing={2}>
              {CONTACT_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  source={field}
                  label={CONTACT_LABELS[field]}
                  helperText={HELP[field] ?? ' '}
                  multiline={field === 'address'}
                  minRows={field === 'address' ? 2 : undefined}
                  type={INPUT[field]?.type ?? 'text'}
                  fullWidth
                  disabled={contact.isPending}
                  slotProps={{ htmlInput: { inputMode: INPUT[field]?.inputMode } }}
                />
              ))}
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={contact.isPending || save.isPending}
                >
                  {save.isPending ? 'Saving...' : 'Save'}
                </Button>
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
