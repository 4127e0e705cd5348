/**
 * The setup guide at the top of the dashboard, until every step is done or the owner hides it: the shop's
 * contact and WhatsApp, the shipping prices checked, the policies read, a first product of her own, a test
 * order. Each tick comes from the shop's data (getSetupGuide); "The prices are right" and "I have read them"
 * mark the two steps the data cannot tell. Hiding it is stored with the shop (every device, every instance).
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-admin';
import {
  getGetSetupGuideQueryKey,
  useDismissSetupGuide,
  useGetSetupGuide,
  useMarkSetupStep,
} from '../../../generated/api/settings/settings';
import type { SetupGuide as Guide, SetupStep } from '../../../generated/models';
import { useSetupGuideText, type SetupGuideText } from '../i18n/setup-guide';

/** A storefront page, opened beside the back office. */
function ShopLink({ href, children, t }: { href: string; children: ReactNode; t: SetupGuideText }) {
  return (
    <Button href={href} target="_blank" rel="noopener noreferrer" size="small" variant="outlined">
      {children}
      <Box component="span" sx={visuallyHiddenSx}>
        {' '}
        {t.newTab}
      </Box>
    </Button>
  );
}

const visuallyHiddenSx = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function StepActions({
  step,
  t,
  mark,
  busy,
}: {
  step: SetupStep;
  t: SetupGuideText;
  mark: (step: 'shipping' | 'policies') => void;
  busy: boolean;
}) {
  const a = t.actions;
  switch (step.id) {
    case 'contact':
      return (
        <Button component={Link} to="/admin/settings" size="small" variant="outlined">
          {a.settings}
        </Button>
      );
    case 'shipping':
      return (
        <>
          <Button component={Link} to="/admin/shipping" size="small" variant="outlined">
            {a.shipping}
          </Button>
          {step.state !== 'done' && (
            <Button size="small" variant="contained" disabled={busy} onClick={() => mark('shipping')}>
              {a.shippingDone}
            </Button>
          )}
        </>
      );
    case 'policies':
      return (
        <>
          <ShopLink href="/terms" t={t}>
            {a.terms}
          </ShopLink>
          <ShopLink href="/privacy" t={t}>
            {a.privacy}
          </ShopLink>
          <ShopLink href="/returns" t={t}>
            {a.returns}
          </ShopLink>
          {step.state !== 'done' && (
            <Button size="small" variant="contained" disabled={busy} onClick={() => mark('policies')}>
              {a.policiesDone}
            </Button>
          )}
        </>
      );
    case 'product':
      return (
        <Button component={Link} to="/admin/addProduct" size="small" variant="outlined">
          {a.addProduct}
        </Button>
      );
    case 'testOrder':
      return (
        <ShopLink href="/" t={t}>
          {a.openShop}
        </ShopLink>
      );
  }
}

const ICONS = {
  done: <CheckCircleIcon color="success" />,
  demo: <ScienceOutlinedIcon color="warning" />,
  todo: <RadioButtonUncheckedIcon color="disabled" />,
};

export function SetupGuide() {
  const t = useSetupGuideText();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data } = useGetSetupGuide();
  const update = (guide: Guide) => queryClient.setQueryData(getGetSetupGuideQueryKey(), guide);
  const mark = useMarkSetupStep({ mutation: { onSuccess: update } });
  const dismiss = useDismissSetupGuide({ mutation: { onSuccess: update } });

  if (!data || data.dismissed || data.complete) return null;
  const done = data.steps.filter((s) => s.state === 'done').length;
  const busy = mark.isPending || dismiss.isPending;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={1}>
          <Box>
            <Typography id={headingId} variant="h6" component="h2">
              {t.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t.progress(done, data.steps.length)}
            </Typography>
          </Box>
          <IconButton
            aria-label={t.dismiss}
            disabled={busy}
            onClick={() => dismiss.mutate()}
            sx={{ minWidth: 44, minHeight: 44 }}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(done / data.steps.length) * 100}
          aria-hidden="true"
          sx={{ my: 1.5 }}
        />
        {(mark.isError || dismiss.isError) && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {dismiss.isError ? t.dismissFailed : t.markFailed}
          </Alert>
        )}
        <List disablePadding>
          {data.steps.map((step) => {
            const words = t.steps[step.id];
            return (
              <ListItem
                key={step.id}
                disableGutters
                aria-label={`${words.title}: ${t.state[step.state]}`}
                sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }}
              >
                <Box sx={{ pt: 0.25 }} aria-hidden="true">
                  {ICONS[step.state]}
                </Box>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="subtitle2" component="h3">
                    {words.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {words[step.state] || words.todo}
                  </Typography>
                  {step.state !== 'done' && (
                    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
                      <StepActions step={step} t={t} mark={(id) => mark.mutate({ step: id })} busy={busy} />
                    </Stack>
                  )}
                </Box>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
