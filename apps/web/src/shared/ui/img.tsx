import { useState, type ImgHTMLAttributes } from 'react';

/** A transparent 1 × 1 GIF: what a failed image becomes (docs/product.md §11.2). */
export const IMG_PLACEHOLDER =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Marks a failed image; styles.css gives it a quiet grey box. */
export const IMG_ERROR_CLASS = 'img-error';

export interface ImgProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'alt'
> {
  /** Nothing (a thumbnail the API does not have) shows the placeholder straight away. */
  src: string | null | undefined;
  /** The box, in CSS pixels: kept whether the image loads or fails. */
  width: number;
  height: number;
  /** Required: '' for a decorative image. */
  alt: string;
}

/**
 * An image that fails quietly (docs/product.md §11.2): a broken thumbnail or album cover
 * becomes a 1 px placeholder with the `img-error` class in the same box, so nothing
 * around it moves and no broken-image icon shows. The box is fixed by width/height and an
 * explicit aspect ratio: the 1 px placeholder has a square natural size that would
 * otherwise win.
 */
export function Img({
  src,
  width,
  height,
  alt,
  className = '',
  style,
  loading = 'lazy',
  decoding = 'async',
  onError,
  ...rest
}: ImgProps) {
  // The src that failed: a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={failed ? IMG_PLACEHOLDER : src}
      width={width}
      height={height}
      alt={alt}
      loading={loading}
      decoding={decoding}
      data-failed={failed || undefined}
      className={failed ? `${className} ${IMG_ERROR_CLASS}`.trim() : className}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
      onError={(event) => {
        if (!failed && src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
