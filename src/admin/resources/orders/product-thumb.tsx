import { Box } from '@mui/material';
import { useState } from 'react';

/**
 * A product picture at a fixed size; a missing or broken image becomes a grey tile, so a deleted upload never
 * shows a broken-image icon. Decorative: the product name always sits beside it.
 */
export function ProductThumb({ src, width, height }: { src: string | null; width: number; height: number }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken)
    return <Box sx={{ width, height, bgcolor: 'grey.300', borderRadius: 0.5, flexShrink: 0 }} />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
      sx={{ width, height, objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, display: 'block' }}
    />
  );
}
