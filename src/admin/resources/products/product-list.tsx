/**
 * The products list at /admin/products (spec §2 "Products list"): 10 a page with at most 10 page buttons,
 * an optimistic active/inactive switch, an edit modal (also opened by `?edit=<id>`) and an optimistic delete.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { formatEGP } from '../../../shared/format';
import { PRODUCTS_PER_PAGE, type ProductRecord } from '../../data-provider/products';
import { pageButtons } from './page-buttons';
import { ProductDeleteButton } from './product-delete-button';
import { ProductEditDialog } from './product-edit-dialog';
import { ProductStatusToggle } from './product-status-toggle';
import { ProductThumb } from './product-thumb';
import { PRODUCT_TEXTS } from './product-texts';

export function ProductsError() {
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      action={<Button onClick={() => void refetch()}>{PRODUCT_TEXTS.tryAgain}</Button>}
      sx={{ m: 2 }}
    >
      {PRODUCT_TEXTS.fetchFailed}
    </Alert>
  );
}

/** Previous, at most 10 numbered pages around the current one, Next. */
export function ProductPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const totalPages = total ? Math.ceil(total / perPage) : 0;
  if (isPending || totalPages <= 1) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      justifyContent="center"
      sx={{ p: 2 }}
      component="nav"
      aria-label="Pages"
    >
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous
      </Button>
      {pageButtons(page, totalPages).map((number) => (
        <Button
          key={number}
          size="small"
          variant={number === page ? 'contained' : 'text'}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => setPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}

function EditButton({ onEdit }: { onEdit: (id: RaRecord['id']) => void }) {
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<EditIcon />}
      onClick={() => onEdit(record.id)}
      aria-label={`Edit ${record.name}`}
    >
      Edit
    </Button>
  );
}

function NoProducts() {
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography>No products yet.</Typography>
    </Box>
  );
}

/** `?edit=<id>` opens that product's edit modal (the dashboard's low-stock rows link here, issue 13). */
function useEditFromLink(): RaRecord['id'] | null {
  const [params] = useSearchParams();
  const id = Number(params.get('edit'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function ProductList() {
  const fromLink = useEditFromLink();
  const [editing, setEditing] = useState<RaRecord['id'] | null>(fromLink);
  return (
    <>
      <List<ProductRecord>
        title="Products"
        perPage={PRODUCTS_PER_PAGE}
        pagination={<ProductPagination />}
        error={<ProductsError />}
        empty={<NoProducts />}
        exporter={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <FunctionField<ProductRecord>
            label="Image"
            sortable={false}
            render={(record) => <ProductThumb url={record.imageUrl} name={record.name} />}
          />
          <TextField source="name" label="Name" />
          <FunctionField<ProductRecord>
            source="price"
            label="Price"
            render={(record) => formatEGP(record.price)}
          />
          <FunctionField<ProductRecord>
            label="Stock"
            sortable={false}
            render={(record) =>
              record.totalStock ??
              record.variants.reduce((sum, v) => sum + v.sizes.reduce((s, size) => s + size.stock, 0), 0)
            }
          />
          <FunctionField<ProductRecord>
            label="Tags"
            sortable={false}
            render={(record) => record.tags.map((tag) => tag.name).join(', ')}
          />
          <FunctionField label="Status" sortable={false} render={() => <ProductStatusToggle />} />
          <FunctionField
            label="Actions"
            sortable={false}
            render={() => (
              <Stack direction="row" spacing={1}>
                <EditButton onEdit={setEditing} />
                <ProductDeleteButton />
              </Stack>
            )}
          />
        </Datagrid>
      </List>
      <ProductEditDialog id={editing} onClose={() => setEditing(null)} />
    </>
  );
}
