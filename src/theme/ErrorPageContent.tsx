/**
 * What a reader sees when part of a page fails. A script chunk that fails to
 * load (a stale tab after a redeploy) reloads the page once; if it fails again
 * the reader sees which chunk, for which address, and a reload link.
 */
import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import {
  chunkErrorSummary,
  chunkReloadAlreadyTried,
  handleChunkLoadError,
  isChunkLoadError,
} from '@site/src/client/chunk-errors';

function ChunkErrorContent({error}: {error: Error}): ReactNode {
  // Error boundaries only render in the browser, so storage can be read here.
  const [reloadTried] = useState(chunkReloadAlreadyTried);
  useEffect(() => {
    // Reloads the page the first time; the second time, only clears the marker.
    handleChunkLoadError(error, {showMessage: false});
  }, [error]);
  if (!reloadTried) {
    return <main className="container margin-vert--xl" aria-busy="true" />;
  }
  const address = window.location.href;
  return (
    <main className="container margin-vert--xl">
      <div role="alert" className="alert alert--danger">
        <p>
          <strong>{chunkErrorSummary(error)}</strong>
        </p>
        <p>
          Part of this page could not be loaded, even after a reload, at <code>{address}</code>.{' '}
          <a href={address}>Reload the page</a>
        </p>
      </div>
    </main>
  );
}

export default function ErrorPageContentWrapper(props: ComponentProps<typeof ErrorPageContent>): ReactNode {
  return isChunkLoadError(props.error) ? <ChunkErrorContent error={props.error} /> : <ErrorPageContent {...props} />;
}
