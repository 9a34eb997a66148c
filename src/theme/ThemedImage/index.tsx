/**
 * The theme's image with a light and a dark source (the navbar's logo). The
 * server renders both, and the stylesheet hides the one of the other theme
 * until the app starts and keeps only the one it shows; an eager image is
 * fetched even while hidden, so every first visit downloaded both logos.
 * Lazy, the browser fetches an image only once it is laid out near the view:
 * the one shown, which at the top of the page is at once.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import ThemedImage from '@theme-original/ThemedImage';

export default function ThemedImageWrapper(props: ComponentProps<typeof ThemedImage>): ReactNode {
  return <ThemedImage loading="lazy" {...props} />;
}
