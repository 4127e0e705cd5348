/**
 * /admin/settings: the shop's contact details — WhatsApp number, phone, email, social links and
 * address — shown in the storefront's footer, policy pages and confirmation page, and the returns policy
 * (return-policy-card.tsx). Checked against the contract before saving (contact-form.ts, through zodResolver);
 * saved with updateShopContact. The owner edits both; managers and the order desk (who open the page for the
 * returns policy) read them, read-only. Loaded lazily (app.tsx).
 */
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Form, TextInput, Title, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  getGetShopContactQueryKey,
  useGetShopContact,
  useUpdateShopContact,
} from '../../../generated/api/settings/settings';
import { serverFieldErrors } from '../form-rules';
import { useSettingsText } from '../i18n/settings';
import { useMayCall } from '../use-staff-role';
import { CONTACT_FIELDS, toContactValues, useContactForm, type ContactField } from './contact-form';
import { ReturnPolicyCard } from './return-policy-card';
import { SettingsCard } from './settings-card';

// The links' shapes, the same in every language.
const LINK_HELP: Partial<Record<ContactField, string>> = {
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
  const t = useSettingsText();
  const form = useContactForm();
  const contact = useGetShopContact();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const save = useUpdateShopContact();
  const mayEdit = useMayCall('updateShopContact');
  // One record per answer: a new one would start the form over.
  const record = useMemo(() => toContactValues(contact.data), [contact.data]);

  // The resolver has checked the values: `body` is the contract's ShopContactUpdate. What the server refuses
  // field by field comes back as the form's errors.
  const onSubmit = async (body: FieldValues) => {
    try {
      const saved = await save.mutateAsync({ data: form.schema.parse(body) });
      queryClient.setQueryData(getGetShopContactQueryKey(), saved);
      notify(t.saved, { type: 'success' });
      return undefined;
    } catch (error) {
      notify(t.saveFailed(error instanceof Error ? error.message : String(error)), { type: 'error' });
      return serverFieldErrors(error, CONTACT_FIELDS);
    }
  };

  return (
    <Stack spacing={2} sx={{ px: { xs: 1, sm: 2 }, py: 2, minWidth: 0 }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1">
        {t.title}
      </Typography>
      <SettingsCard
        heading={t.heading}
        intro={t.intro}
        readOnlyNote={mayEdit ? null : t.contactOwnerOnly}
        loading={{ pending: contact.isPending, label: t.loading }}
        error={contact.error ? t.loadFailed(contact.error.message) : null}
      >
        <Form record={record} resolver={form.resolver} onSubmit={onSubmit} noValidate>
          <Stack spacing={2}>
            {CONTACT_FIELDS.map((field) => (
              <TextInput
                key={field}
                source={field}
                label={t.labels[field]}
                helperText={
                  t.help[field] ??
                  // A link's shape is the same in every language: not to translate.
                  (LINK_HELP[field] ? <span translate="no">{LINK_HELP[field]}</span> : ' ')
                }
                multiline={field === 'address'}
                minRows={field === 'address' ? 2 : undefined}
                type={INPUT[field]?.type ?? 'text'}
                fullWidth
                disabled={contact.isPending}
                readOnly={!mayEdit}
                slotProps={{ htmlInput: { inputMode: INPUT[field]?.inputMode } }}
              />
            ))}
            {mayEdit && (
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={contact.isPending || save.isPending}
                >
                  {save.isPending ? t.saving : t.save}
                </Button>
              </Box>
            )}
          </Stack>
        </Form>
      </SettingsCard>
      <ReturnPolicyCard />
    </Stack>
  );
}
