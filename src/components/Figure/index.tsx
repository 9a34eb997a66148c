/**
 * An image with a caption. It zooms when clicked (src/client/image-zoom.ts);
 * `zoomSrc` names a larger version to show zoomed in, when there is one.
 *
 *   <Figure src="/img/api/raft-cluster.svg" zoomSrc="/img/api/raft-cluster@2x.png"
 *     alt="…" width={720} height={360}>Caption</Figure>
 */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {src: string; alt: string; zoomSrc?: string; width?: number; height?: number; children?: ReactNode};

export default function Figure({src, alt, zoomSrc, width, height, children}: Props): ReactNode {
  const zoomUrl = useBaseUrl(zoomSrc ?? '');
  return (
    <figure className={styles.figure}>
      <img
        src={useBaseUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        {...(zoomSrc && {'data-zoom-src': zoomUrl})}
      />
      {children && <figcaption>{children}</figcaption>}
    </figure>
  );
}
