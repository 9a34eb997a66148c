/**
 * Fetches one of the build's JSON assets that a page's script names (its
 * code, its prose). One that does not come (the site was redeployed, the
 * network is gone) fails as a script chunk does, which it is to the reader:
 * part of the page did not load, and src/client/chunk-errors.ts reloads it.
 */
export async function fetchJsonAsset(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) {
    const error = new Error(`Loading chunk ${url} failed (HTTP ${response.status})`);
    error.name = 'ChunkLoadError';
    throw error;
  }
  return response.json();
}
