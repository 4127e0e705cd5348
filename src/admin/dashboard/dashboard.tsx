import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

/** The sales dashboard at /admin/dashboard (spec §2 "Dashboard"). */
export default function Dashboard() {
  return (
    <Card>
      <Title title="Dashboard" />
      <CardContent>
        <Typography variant="h4" component="h1">
          Dashboard
        </Typography>
      </CardContent>
    </Card>
  );
}
