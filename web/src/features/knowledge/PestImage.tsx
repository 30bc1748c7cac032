// A pest's illustration from /pest-images/{slug}.svg (drawn for the project), with the placeholder when it is missing.
import { useEffect, useRef, useState } from 'react';
import type { PestSlug } from '@knowledge/slugs';

export const PEST_IMAGE_PLACEHOLDER = '/pest-images/placeholder.svg';

export function pestImagePath(slug: PestSlug): string {
  return `/pest-images/${slug}.svg`;
}

export function PestImage({ slug, alt, className, eager = false }: { slug: PestSlug; alt: string; className?: string; eager?: boolean }) {
  const [missing, setMissing] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error with no listener attached: look once mounted.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setMissing(true);
  }, []);
  return (
    <img
      ref={image}
      src={missing ? PEST_IMAGE_PLACEHOLDER : pestImagePath(slug)}
      alt={alt}
      width={240}
      height={160}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      // The page's hero (its largest paint) is fetched before the scripts that would otherwise share the bandwidth.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setMissing(true)}
    />
  );
}
