/**
 * /admin/synonyms: groups of words the shop's search treats as one ("جيبة", "تنورة", "skirt"). The Add group
 * form (synonyms-form.ts) above the list of groups, each deletable. A change counts from the shop's next
 * search: every back-office write clears the catalogue cache on every instance. Loaded lazily (app.tsx).
 */
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Form, TextInput, Title, useNotify } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import {
  getListSynonymsQueryKey,
  useAddSynonymGroup,
  useDeleteSynonymGroup,
  useListSynonyms,
} from '../../../../generated/api/synonyms/synonyms';
import type { SynonymGroup, SynonymGroupInput } from '../../../../generated/models';
import { ConfirmDelete } from '../../components/confirm-delete';
import { RecordTable } from '../../components/record-table';
import { WithName } from '../../components/with-name';
import { useSynonymsText } from '../../i18n/synonyms';
import { synonymsFormResolver } from './synonyms-form';

const joined = (group: SynonymGroup) => group.words.join('، ');

export default function SynonymsPage() {
  const t = useSynonymsText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const groups = useListSynonyms();
  const add = useAddSynonymGroup();
  const remove = useDeleteSynonymGroup();
  const resolver = useMemo(() => synonymsFormResolver(t), [t]);
  // A new key after an add mounts an empty form.
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: getListSynonymsQueryKey() });

  const onSubmit = async (values: FieldValues) => {
    try {
      // The resolver has checked and split the words: `values` is the request body.
      await add.mutateAsync({ data: values as SynonymGroupInput });
      notify(t.added, { type: 'success' });
      setFormKey((key) => key + 1);
      await reload();
    } catch (error) {
      notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });
    }
  };

  const onDelete = async (group: SynonymGroup) => {
    try {
      await remove.mutateAsync({ id: group.id });
      notify(t.deleted, { type: 'success' });
    } catch (error) {
      notify(t.failed(error instanceof Error ? error.message : String(error)), { type: 'error' });
    }
    await reload();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={t.title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Form key={formKey} resolver={resolver} defaultValues={{ words: '' }} onSubmit={onSubmit}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
              <TextInput source="words" label={t.words} helperText={t.wordsHelp} fullWidth isRequired />
              <Button
                type="submit"
                variant="contained"
                disabled={add.isPending}
                sx={{ minHeight: 44, mt: { sm: 1 }, flexShrink: 0 }}
              >
                {t.add}
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" gutterBottom>
        {t.groups}
      </Typography>
      {groups.isPending && <LinearProgress />}
      {groups.isError && <Alert severity="error">{t.failed(groups.error.message)}</Alert>}
      {groups.data?.length === 0 && <Typography color="text.secondary">{t.none}</Typography>}
      {groups.data && groups.data.length > 0 && (
        <RecordTable
          aria-label={t.groups}
          stacked
          rows={groups.data}
          rowKey={(group) => group.id}
          columns={[
            { label: t.words, render: (group) => <bdi translate="no">{joined(group)}</bdi> },
            {
              label: '',
              align: 'right',
              render: (group) => (
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(group)}
                  aria-label={t.deleteGroup(joined(group))}
                >
                  {t.delete}
                </Button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDelete
        record={deleting}
        title={(group) => <WithName text={t.deleteGroup} name={joined(group)} />}
        content={t.confirmDelete}
        onConfirm={(group) => void onDelete(group)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
