/**
 * The products list at /admin/products (docs/product.md#products-list): 10 a page with at most 10 page buttons,
 * an optimistic active/inactive switch, an edit modal (also opened by `?edit=<id>`) and an optimistic delete. Also search (name,
 * SKU), filters, sortable columns, bulk activate / deactivate / delete behind a confirmation, stock edited per
 * colour and size, and duplicate; on a phone the table becomes one card per product.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  FunctionField,
  List,
  RecordContextProvider,
  TextField,
  TopToolbar,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { PRODUCTS_PER_PAGE, type ProductRecord } from '../../data-provider/products';
import { pageButtons } from './page-buttons';
import { ProductDeleteButton } from './product-delete-button';
import { ProductDuplicateButton } from './product-duplicate-button';
import { lazyComponent, MountWhenOpened } from '../../components/deferred';
import { FilterDrawerButton } from '../../components/filter-drawer';

const ProductEditDialog = lazyComponent(() =>
  import('./product-edit-dialog').then((m) => m.ProductEditDialog),
);
import { useProductFilters } from './product-filters';
import { ProductStatusToggle } from './product-status-toggle';
import { ProductStockButton } from './product-stock-dialog';
import { ProductThumb } from './product-thumb';
import { useProductsText } from '../../i18n/products';
import { useMayCall } from '../../use-staff-role';
import { useFormsText } from '../../i18n/forms';

export function ProductsError() {
  const t = useProductsText();
  const { refetch } = useListContext();
  return (
    <Alert
      severity="error"
      action={<Button onClick={() => void refetch()}>{t.tryAgain}</Button>}
      sx={{ m: 2 }}
    >
      {t.fetchFailed}
    </Alert>
  );
}

/** Previous, at most 10 numbered pages around the current one, Next. */
export function ProductPagination() {
  const t = useProductsText();
  const { page, perPage, total, setPage, isPending } = useListContext();
  const totalPages = total ? Math.ceil(total / perPage) : 0;
  if (isPending || totalPages <= 1) return null;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      flexWrap="wrap"
      justifyContent="center"
      sx={{ p: 2 }}
      component="nav"
      aria-label={t.pages}
    >
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {t.previous}
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
        {t.next}
      </Button>
    </Stack>
  );
}

function EditButton({ onEdit }: { onEdit: (id: RaRecord['id']) => void }) {
  const t = useProductsText();
  const record = useRecordContext<ProductRecord>();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<EditIcon />}
      onClick={() => onEdit(record.id)}
      aria-label={t.editOf(record.name)}
    >
      {t.edit}
    </Button>
  );
}

function NoProducts() {
  const t = useProductsText();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{t.none}</Typography>
    </Box>
  );
}

/** `?edit=<id>` opens that product's edit modal (the dashboard's low-stock rows link here). */
function useEditFromLink(): RaRecord['id'] | null {
  const [params] = useSearchParams();
  const id = Number(params.get('edit'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * react-admin 5.15 puts each row's "Select this row" label on the checkbox's wrapper, where a screen reader never
 * reads it (and axe refuses it): move it to the box itself, naming the product.
 */
function LabelledRowCheckboxes({ children }: { children: ReactNode }) {
  const t = useProductsText();
  const box = useRef<HTMLDivElement>(null);
  const { data } = useListContext<ProductRecord>();
  useLayoutEffect(() => {
    const rows = box.current?.querySelectorAll<HTMLElement>('tbody tr') ?? [];
    rows.forEach((row, index) => {
      const wrapper = row.querySelector<HTMLElement>('.select-item');
      const input = wrapper?.querySelector('input');
      if (!wrapper || !input) return;
      wrapper.removeAttribute('aria-label');
      const record = data?.[index];
      input.setAttribute('aria-label', record ? t.selectOf(record.name) : t.selectRow);
    });
  });
  return <div ref={box}>{children}</div>;
}

/** Activate, deactivate or delete the ticked products, each after a confirmation (one call, all or nothing). */
function ProductBulkActions() {
  const t = useProductsText().bulk;
  return (
    <>
      <BulkUpdateButton
        label={t.activate}
        icon={<VisibilityIcon />}
        data={{ isActive: true }}
        mutationMode="pessimistic"
        confirmTitle={t.activateTitle}
        confirmContent={t.activateContent}
      />
      <BulkUpdateButton
        label={t.deactivate}
        icon={<VisibilityOffIcon />}
        data={{ isActive: false }}
        mutationMode="pessimistic"
        confirmTitle={t.deactivateTitle}
        confirmContent={t.deactivateContent}
      />
      <BulkDeleteButton
        mutationMode="pessimistic"
        confirmTitle={t.deleteTitle}
        confirmContent={t.deleteContent}
      />
    </>
  );
}

function RowActions({ onEdit }: { onEdit: (id: RaRecord['id']) => void }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <EditButton onEdit={onEdit} />
      <ProductDuplicateButton />
      <ProductDeleteButton />
    </Stack>
  );
}

/** On a phone: one card per product, with everything the table row offers except the tick box. */
function ProductCards({ onEdit }: { onEdit: (id: RaRecord['id']) => void }) {
  const t = useProductsText();
  const mayEdit = useMayCall('updateProduct');
  const forms = useFormsText();
  const { data, isPending } = useListContext<ProductRecord>();
  if (isPending || !data) return null;
  return (
    <Stack
      spacing={1}
      sx={{ p: 1 }}
      component="ul"
      aria-label={t.title}
      style={{ listStyle: 'none', margin: 0 }}
    >
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined">
            <CardContent sx={{ '&:last-child': { pb: 1 } }}>
              <Stack direction="row" spacing={1.5} alignItems="flex-start">
                <ProductThumb url={record.imageUrl} name={record.name} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }} translate="no">
                    {record.name}
                  </Typography>
                  {/* The price and the tag names: figures and the shop's own words, never translated. */}
                  <Typography variant="body2" color="text.secondary" translate="no">
                    {forms.money(record.price)}
                    {record.tags.length ? ` · ${record.tags.map((tag) => tag.name).join(', ')}` : ''}
                  </Typography>
                  <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
                    <Typography variant="body2">{t.columns.stock}</Typography>
                    <ProductStockButton />
                  </Stack>
                </Box>
              </Stack>
              <ProductStatusToggle />
              {mayEdit && <RowActions onEdit={onEdit} />}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

export function ProductList() {
  // The order desk reads the catalogue (to answer a customer) but changes nothing: no edit, duplicate, delete or
  // bulk actions; the server refuses them anyway.
  const mayEdit = useMayCall('updateProduct');
  const fromLink = useEditFromLink();
  const [editing, setEditing] = useState<RaRecord['id'] | null>(fromLink);
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const t = useProductsText();
  const forms = useFormsText();
  const productFilters = useProductFilters();
  const c = t.columns;
  return (
    <>
      <List<ProductRecord>
        title={t.title}
        perPage={PRODUCTS_PER_PAGE}
        pagination={<ProductPagination />}
        error={<ProductsError />}
        empty={<NoProducts />}
        exporter={false}
        // On a phone the filters live in a drawer behind one button.
        filters={small ? undefined : productFilters}
        actions={
          small ? (
            <TopToolbar>
              <FilterDrawerButton filters={productFilters} />
            </TopToolbar>
          ) : undefined
        }
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        {small ? (
          <ProductCards onEdit={setEditing} />
        ) : (
          <LabelledRowCheckboxes>
            <Datagrid rowClick={false} bulkActionButtons={mayEdit ? <ProductBulkActions /> : false}>
              <FunctionField<ProductRecord>
                label={c.image}
                sortable={false}
                render={(record) => <ProductThumb url={record.imageUrl} name={record.name} />}
              />
              <TextField source="name" label={c.name} translate="no" />
              <FunctionField<ProductRecord>
                source="price"
                label={c.price}
                render={(record) => forms.money(record.price)}
              />
              <FunctionField source="totalStock" label={c.stock} render={() => <ProductStockButton />} />
              <FunctionField<ProductRecord>
                label={c.tags}
                sortable={false}
                render={(record) => (
                  <span translate="no">{record.tags.map((tag) => tag.name).join(', ')}</span>
                )}
              />
              <FunctionField<ProductRecord>
                source="createdAt"
                label={c.added}
                render={(record) => t.date(record.createdAt)}
              />
              <FunctionField label={c.status} sortable={false} render={() => <ProductStatusToggle />} />
              {mayEdit && (
                <FunctionField
                  label={c.actions}
                  sortable={false}
                  render={() => <RowActions onEdit={setEditing} />}
                />
              )}
            </Datagrid>
          </LabelledRowCheckboxes>
        )}
      </List>
      <MountWhenOpened open={mayEdit && editing !== null}>
        <ProductEditDialog id={editing} onClose={() => setEditing(null)} />
      </MountWhenOpened>
    </>
  );
}
