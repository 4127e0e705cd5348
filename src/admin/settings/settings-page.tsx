/**
 * /admin/settings: the shop's contact details — WhatsApp number, phone, email, social links and
 * address — shown in the storefront's footer, policy pages and confirmation page. Checked against the contract
 * before saving (contact-form.ts); saved with updateShopContact. Loaded lazily (app.tsx).
 */
import SaveIcon from '@mui/icons-material/Save';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useNotify } from 'react-admin';
import {
  getGetShopContactQueryKey,
  useGetShopContact,
  useUpdateShopContact,
} from '../../../generated/api/settings/settings';
import { ApiError } from '../../shared/api-fetch';
import {
  CONTACT_FIELDS,
  CONTACT_LABELS,
  toContactUpdate,
  toContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form';

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
  const [values, setValues] = useState<ContactValues>(() => toContactValues(undefined));
  const [errors, setErrors] = useState<ContactErrors>({});

  useEffect(() => {
    if (contact.data) setValues(toContactValues(contact.data));
  }, [contact.data]);

  const save = useUpdateShopContact({
    mutation: {
      onSuccess: (saved) => {
        queryClient.setQueryData(getGetShopContactQueryKey(), saved);
        setValues(toContactValues(saved));
        notify('Contact details saved', { type: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details.length) {
          const fromServer: ContactErrors = {};
          for (const detail of error.details) {
            const field = detail.field.replace(/^body\./, '') as ContactField;
            if (CONTACT_FIELDS.includes(field)) fromServer[field] = detail.message;
          }
          setErrors(fromServer);
        }
        notify(`Error saving contact details: ${error.message}`, { type: 'error' });
      },
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = toContactUpdate(values);
    const found = validateContact(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({ data: body });
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
          <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate aria-label="Shop contact">
            {CONTACT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={CONTACT_LABELS[field]}
                name={field}
                value={values[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field]: value }));
                  if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
                }}
                error={Boolean(errors[field])}
                helperText={errors[field] ?? HELP[field] ?? ' '}
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
        </CardContent>
      </Card>
    </Box>
  );
}
