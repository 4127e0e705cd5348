/**
 * The list of categories or of tags on the category page: each with Active/Inactive, an Activate/Deactivate
 * button, and delete behind "Are you sure you want to delete this {type}?" (docs/product.md#categories-and-tags).
 */
import { Alert, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDelete, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ConfirmDelete } from '../../components/confirm-delete';
import type { Category, Tag } from '../../../../generated/models';
import { RESOURCE_OF, type CategoryKind } from './category-texts';
import { useCategoriesText } from '../../i18n/categories';
import { useFormsText } from '../../i18n/forms';
import { RecordTable } from '../../components/record-table';
import { WithName } from '../../components/with-name';

type Row = (Category | Tag) & { tags?: Category['tags'] };

export function CategoryOrTagTable({ type }: { type: CategoryKind }) {
  const t = useCategoriesText();
  const translate = useTranslate();
  const forms = useFormsText();
  const resource = RESOURCE_OF[type];
  const notify = useNotify();
  const {
    data = [],
    isPending,
    error,
  } = useGetList<Row>(resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [update] = useUpdate<Row>();
  const [remove] = useDelete<Row>();
  const [busyId, setBusyId] = useState<Row['id'] | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const toggle = (row: Row) => {
    setBusyId(row.id);
    update(
      resource,
      { id: row.id, data: { isActive: !row.isActive }, previousData: row },
      {
        mutationMode: 'pessimistic',
        // onSuccess/onError rather than a call-time onSettled, which would replace react-admin's own.
        onSuccess: () => setBusyId(null),
        onError: (failure) => {
          setBusyId(null);
          console.error(failure);
          notify(t.statusFailed(type), { type: 'error' });
        },
      },
    );
  };

  const destroy = (row: Row) => {
    void remove(
      resource,
      { id: row.id, previousData: row },
      {
        mutationMode: 'pessimistic',
        onError: (failure) => {
          console.error(failure);
          notify(t.deleteFailed(type), { type: 'error' });
        },
      },
    );
  };

  const title = t.lists[type];
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : error ? (
        <Alert severity="error">{t.loadFailed(type)}</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t.none(type)}</Typography>
      ) : (
        <RecordTable
          stacked
          rows={data}
          rowKey={(row) => row.id}
          columns={[
            { label: forms.name, render: (row) => <span translate="no">{row.name}</span> },
            type === 'category' && {
              label: t.tags,
              render: (row) => (
                <span translate="no">{(row.tags ?? []).map((tag) => tag.name).join(', ')}</span>
              ),
            },
            {
              label: forms.status,
              render: (row) => (
                <Chip
                  size="small"
                  color={row.isActive ? 'success' : 'default'}
                  label={row.isActive ? forms.active : forms.inactive}
                />
              ),
            },
            {
              label: forms.actions,
              align: 'right',
              render: (row) => (
                <>
                  <Button
                    size="small"
                    component={Link}
                    to={`/admin/${resource}/${row.id}`}
                    aria-label={forms.editOf(row.name)}
                  >
                    {forms.edit}
                  </Button>
                  <Button
                    size="small"
                    disabled={busyId === row.id}
                    onClick={() => toggle(row)}
                    aria-label={t.toggleOf(row.isActive, row.name)}
                  >
                    {row.isActive ? t.deactivate : t.activate}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(row)}
                    aria-label={forms.deleteOf(row.name)}
                  >
                    {forms.delete}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
      <ConfirmDelete
        record={deleting}
        title={(row) => <WithName text={forms.deleteOf} name={row.name} />}
        content={t.deleteConfirm(type)}
        onConfirm={destroy}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
