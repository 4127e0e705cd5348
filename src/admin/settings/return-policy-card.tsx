/**
 * Settings → Returns policy: the window in days, whether a return refunds the shipping fee, whether an
 * exchange's replacement pays shipping, and when a parcel refused at the door goes back into stock
 * (getReturnPolicy). The owner edits and saves the whole policy (updateReturnPolicy), checked first against the
 * contract (return-policy-form.ts); managers and the order desk read it, every input read-only and no Save.
 */
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BooleanInput, Form, TextInput, useNotify } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  getGetReturnPolicyQueryKey,
  useGetReturnPolicy,
  useUpdateReturnPolicy,
} from '../../../generated/api/settings/settings';
import type { ReturnPolicy } from '../../../generated/models';
import { serverFieldErrors } from '../form-rules';
import { useSettingsText } from '../i18n/settings';
import { useMayCall } from '../use-staff-role';
import { SettingsCard } from './settings-card';
import { POLICY_FIELDS, toPolicyValues, useReturnPolicyForm } from './return-policy-form';

const SWITCHES = ['refundShipping', 'exchangeShippingCharged', 'restockRefusedOnReceipt'] as const;

export function ReturnPolicyCard() {
  const t = useSettingsText().returns;
  const form = useReturnPolicyForm();
  const mayEdit = useMayCall('updateReturnPolicy');
  const policy = useGetReturnPolicy();
  const update = useUpdateReturnPolicy();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // One record per answer: a new one would start the form over.
  const record = useMemo(() => (policy.data ? toPolicyValues(policy.data) : undefined), [policy.data]);

  // The resolver has checked the values and given its output: `values` is the whole policy, the request body.
  // What the server refuses field by field comes back as the form's errors.
  const onSubmit = async (values: FieldValues): Promise<FieldValues | undefined> => {
    try {
      const saved = await update.mutateAsync({ data: values as ReturnPolicy });
      queryClient.setQueryData(getGetReturnPolicyQueryKey(), saved);
      notify(t.saved, { type: 'success' });
      return undefined;
    } catch (error) {
      notify(t.saveFailed(error instanceof Error ? error.message : String(error)), { type: 'error' });
      return serverFieldErrors(error, POLICY_FIELDS);
    }
  };

  return (
    <SettingsCard
      heading={t.heading}
      intro={t.intro}
      readOnlyNote={mayEdit ? null : t.ownerOnly}
      loading={{ pending: policy.isPending, label: t.loading }}
      error={policy.error ? t.loadFailed(policy.error.message) : null}
    >
      {record && (
        <Form
          record={record}
          // react-admin's Form takes any values' resolver; this one's are the policy's (switches required).
          resolver={form.resolver as unknown as Resolver<FieldValues>}
          onSubmit={onSubmit}
          noValidate
        >
          <Stack spacing={1.5}>
            <TextInput
              source="windowDays"
              label={t.windowDays}
              helperText={t.windowDaysHelp}
              readOnly={!mayEdit}
              sx={{ maxWidth: 360 }}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {SWITCHES.map((field) => (
              <BooleanInput
                key={field}
                source={field}
                label={t[field]}
                helperText={t[`${field}Help`]}
                readOnly={!mayEdit}
              />
            ))}
            {mayEdit && (
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  startIcon={<SaveIcon />}
                  disabled={update.isPending}
                >
                  {update.isPending ? t.saving : t.save}
                </Button>
              </Box>
            )}
          </Stack>
        </Form>
      )}
    </SettingsCard>
  );
}
