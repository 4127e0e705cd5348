/**
 * An image that never shows as broken: a missing URL or a failed load shows the neutral placeholder. Server
 * images get a `srcset` of their 320/640/1280 px widths; width and height are always given so the page does
 * not jump while images arrive, and images below the fold load lazily.
 */
import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE, isUsableImageUrl, srcSetFor } from './image-sources';

export interface ProductImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt'
> {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The first image a visitor sees (hero, main product image): loaded eagerly and first. */
  priority?: boolean;
}

export function ProductImage({
  src,
  alt,
  width,
  height,
  priority = false,
  sizes,
  ...rest
}: ProductImageProps) {
  // Remember which URL failed, so a new `src` (another colour) gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = isUsableImageUrl(src) && failedSrc !== src;
  const url = usable ? src : FALLBACK_IMAGE;
  return (
    <img
      {...rest}
      src={url}
      srcSet={usable ? srcSetFor(src) : undefined}
      sizes={usable && srcSetFor(src) ? (sizes ?? '(min-width: 900px) 33vw, 50vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (usable) setFailedSrc(src);
      }}
    />
  );
}
