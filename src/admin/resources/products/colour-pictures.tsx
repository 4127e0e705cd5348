/**
 * A colour's pictures: dropped from the computer onto the zone, or picked with the button (keyboards and
 * phones). The first picture is the colour's main one. In the edit form the stored pictures are shown until new
 * ones are chosen.
 */
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type DragEvent } from 'react';
import { useProductEditorText } from '../../i18n/product-editor';
import type { StoredPicture } from './product-grid';

/** The server takes one main picture and 8 more per colour. */
export const MAX_COLOUR_PICTURES = 9;

const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');

/** Object URLs for the files' thumbnails, revoked when the files change (none where the browser has none). */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

export function ColourPictures({
  colour,
  pictures,
  stored,
  onChange,
}: {
  colour: string;
  pictures: File[];
  stored: StoredPicture[];
  onChange: (pictures: File[]) => void;
}) {
  const text = useProductEditorText();
  const [over, setOver] = useState(false);
  const previews = usePreviews(pictures);
  const add = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).filter(isImage);
    if (chosen.length) onChange([...pictures, ...chosen].slice(0, MAX_COLOUR_PICTURES));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  const shown = pictures.length
    ? pictures.map((file, i) => ({ key: `${file.name}-${i}`, url: previews[i], name: file.name }))
    : stored.map((picture, i) => ({ key: `${picture.url}-${i}`, url: picture.url, name: '' }));

  return (
    <Box
      role="group"
      aria-label={text.picturesOf(colour)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        border: '1px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 1,
      }}
    >
      {shown.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          component="ol"
          sx={{ listStyle: 'none', m: 0, p: 0, mb: 1 }}
        >
          {shown.map((picture, i) => (
            <Box component="li" key={picture.key} sx={{ position: 'relative' }}>
              {picture.url ? (
                <Box
                  component="img"
                  src={picture.url}
                  alt={picture.name || `${colour} ${i + 1}`}
                  sx={{ width: 64, height: 80, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                />
              ) : (
                <Typography variant="caption">{picture.name}</Typography>
              )}
              {pictures.length > 0 && (
                <IconButton
                  size="small"
                  aria-label={text.removePicture(i + 1)}
                  onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                  sx={{ position: 'absolute', top: -8, insetInlineEnd: -8, bgcolor: 'background.paper' }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Button component="label" variant="outlined" size="small">
          {text.choosePictures}
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            aria-label={text.choosePicturesOf(colour)}
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {text.dropPictures} · {stored.length && !pictures.length ? text.replaceNote : text.firstIsMain}
        </Typography>
      </Stack>
    </Box>
  );
}
