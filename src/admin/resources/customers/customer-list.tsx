/**
 * /admin/customers: the contract has no list of customers (a customer is a mobile number's orders), so this page
 * looks one up by the number and opens its view.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useCreatePath } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { EGYPTIAN_MOBILE } from '../../data-provider/customers';
import { useOrderPagesText } from '../../i18n/order-pages';

export function CustomerList() {
  const t = useOrderPagesText();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const createPath = useCreatePath();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const number = mobile.replace(/[\s-]/g, '');
    if (!EGYPTIAN_MOBILE.test(number)) {
      setProblem(t.badMobile);
      return;
    }
    navigate(createPath({ resource: 'customers', type: 'show', id: number }));
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
      <Title title={t.customers} />
      <Card variant="outlined" sx={{ maxWidth: 520 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t.findCustomer}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.findIntro}
          </Typography>
          <Stack component="form" onSubmit={onSubmit} noValidate direction="row" spacing={1}>
            <TextField
              label={t.mobileNumber}
              value={mobile}
              onChange={(event) => setMobile(event.target.value)}
              error={Boolean(problem)}
              helperText={problem ?? ' '}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t.find}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
