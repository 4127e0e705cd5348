import { useState } from 'react';
import { FALLBACK_IMAGE, isUsableImageUrl, srcSetFor } from '../../components/image-sources';

/** A small, lazily loaded line picture that falls back to the placeholder when missing or broken. */
export function LineImage({ url, alt }: { url: string | null; alt: string }) {
  const [broken, setBroken] = useState(false);
  const usable = !broken && isUsableImageUrl(url);
  return (
    <img
      className="cart-line__image"
      src={usable ? url : FALLBACK_IMAGE}
      srcSet={usable ? srcSetFor(url) : undefined}
      sizes="96px"
      width={96}
      height={120}
      loading="lazy"
      decoding="async"
      alt={alt}
      onError={() => setBroken(true)}
    />
  );
}
