// The frame of the coupon, discount, category and tag edit views: react-admin's Edit, saved with the
// edit operation (`meta.edit`) once the server answers, back to the page that lists them, a notice either way.
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Edit, SaveButton, Toolbar, useBasename, useNotify, type TransformData } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useFormsText } from '../i18n/forms';

interface EditPageProps {
  title: string;
  /** The page that lists these records, relative to /admin (e.g. "/addCoupon"). */
  back: string;
  /** The notice of a save: "Coupon updated". */
  updated: string;
  /** The notice of a refused save, given the server's sentence. */
  updateFailed: (why: string) => string;
  transform?: TransformData;
  children: ReactNode;
}

export function EditToolbar({ back }: { back: string }) {
  const basename = useBasename();
  const text = useFormsText();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <Button component={Link} to={`${basename}${back}`}>
        {text.cancel}
      </Button>
    </Toolbar>
  );
}

export function EditPage({ title, back, updated, updateFailed, transform, children }: EditPageProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Edit
      title={title}
      mutationMode="pessimistic"
      transform={transform}
      actions={false}
      mutationOptions={{
        meta: { edit: true },
        onSuccess: () => {
          notify(updated, { type: 'success' });
          navigate(`${basename}${back}`);
        },
        onError: (error) =>
          notify(updateFailed(error instanceof Error ? error.message : String(error)), { type: 'error' }),
      }}
      sx={{ maxWidth: 720 }}
    >
      {children}
    </Edit>
  );
}
