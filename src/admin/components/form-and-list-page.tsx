// The shape of the Add Coupon and Add Discount screens (docs/product.md#coupons): a creation form above an "All …" table of
// every record, which reloads after a create. Load failures are logged (docs/product.md#coupons) and offered a retry.
import { Alert, Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Title, useGetList, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { useFormsText } from '../i18n/forms';

interface FormAndListPageProps<T extends RaRecord> {
  resource: string;
  title: string;
  listTitle: string;
  sort: SortPayload;
  /** The load failure, in the back office's language: "Could not load the coupons." */
  loadFailed: string;
  form: (reload: () => void) => ReactNode;
  table: (records: T[], reload: () => void) => ReactNode;
}

export function FormAndListPage<T extends RaRecord>({
  resource,
  title,
  listTitle,
  sort,
  loadFailed,
  form,
  table,
}: FormAndListPageProps<T>) {
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<T>(resource, { pagination: { page: 1, perPage: 1000 }, sort });
  const text = useFormsText();
  const translate = useTranslate();
  const reload = () => void refetch();
  useEffect(() => {
    if (error) console.error(`Failed to load ${resource}`, error);
  }, [error, resource]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {form(reload)}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {listTitle}
          </Typography>
          {isPending ? (
            <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
          ) : error ? (
            <Alert severity="error" action={<Button onClick={reload}>{text.retry}</Button>}>
              {loadFailed}
            </Alert>
          ) : (
            table(data, reload)
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
