import { Box } from '@mui/material';
import { useState } from 'react';
import { useProductsText } from '../../i18n/products';

/** The product's main image in the list; a grey tile when there is none or it fails to load. */
export function ProductThumb({ url, name }: { url: string | null; name: string }) {
  const t = useProductsText();
  const [broken, setBroken] = useState(false);
  const size = { width: 56, height: 56, borderRadius: 1 };
  if (!url || broken)
    return <Box sx={{ ...size, bgcolor: 'grey.200' }} role="img" aria-label={t.inputs.noImage(name)} />;
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ ...size, objectFit: 'cover' }}
    />
  );
}
