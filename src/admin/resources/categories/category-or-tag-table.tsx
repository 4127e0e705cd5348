/**
 * The list of categories or of tags on the category page: each with Active/Inactive, an Activate/Deactivate
 * button, and delete behind "Are you sure you want to delete this {type}?" (docs/product.md#categories-and-tags).
 */
import { Alert, Button, Chip, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDelete, useGetList, useNotify, useUpdate } from 'react-admin';
import { ConfirmDelete } from '../../components/confirm-delete';
import type { Category, Tag } from '../../../../generated/models';
import { CATEGORY_TEXTS, RESOURCE_OF, type CategoryKind } from './category-texts';
import { RecordTable } from '../../components/record-table';

type Row = (Category | Tag) & { tags?: Category['tags'] };

export function CategoryOrTagTable({ type }: { type: CategoryKind }) {
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
          notify(CATEGORY_TEXTS.statusFailed(type), { type: 'error' });
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
          notify(CATEGORY_TEXTS.deleteFailed(type), { type: 'error' });
        },
      },
    );
  };

  const title = type === 'category' ? 'Categories' : 'Tags';
  return (
    <section aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      {isPending ? (
        <CircularProgress size={24} />
      ) : error ? (
        <Alert severity="error">Could not load the {title.toLowerCase()}.</Alert>
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No {title.toLowerCase()} yet.</Typography>
      ) : (
        <RecordTable
          stacked
          rows={data}
          rowKey={(row) => row.id}
          columns={[
            { label: 'Name', render: (row) => row.name },
            type === 'category' && {
              label: 'Tags',
              render: (row) => (row.tags ?? []).map((tag) => tag.name).join(', '),
            },
            {
              label: 'Status',
              render: (row) => (
                <Chip
                  size="small"
                  color={row.isActive ? 'success' : 'default'}
                  label={row.isActive ? 'Active' : 'Inactive'}
                />
              ),
            },
            {
              label: 'Actions',
              align: 'right',
              render: (row) => (
                <>
                  <Button
                    size="small"
                    component={Link}
                    to={`/admin/${resource}/${row.id}`}
                    aria-label={`Edit ${row.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    disabled={busyId === row.id}
                    onClick={() => toggle(row)}
                    aria-label={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.name}`}
                  >
                    {row.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(row)}
                    aria-label={`Delete ${row.name}`}
                  >
                    Delete
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
      <ConfirmDelete
        record={deleting}
        title={(row) => `Delete ${row.name}`}
        content={CATEGORY_TEXTS.deleteConfirm(type)}
        onConfirm={destroy}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
