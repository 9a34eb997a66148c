/**
 * Images in the docs open in medium-zoom. The library loads with the first
 * page that has an image, and is attached again after every render, client
 * navigations included. It closes on click, Escape, window resize and after
 * READING.zoom.scrollOffset px of scroll; a high-resolution `data-zoom-src`
 * that cannot be reached logs a warning and the normal image is shown.
 */
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {READING} from '../constants';

export const ZOOMABLE_IMAGES = '.markdown img:not(.no-zoom), .markdown .zoomable';

let zoom: Promise<Zoom> | undefined;

function loadZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => mediumZoom({...READING.zoom}));
  return zoom;
}

function attachZoom(): void {
  const images = [...document.querySelectorAll<HTMLElement>(ZOOMABLE_IMAGES)];
  if (images.length === 0 && zoom === undefined) {
    return;
  }
  void loadZoom().then((instance) => {
    instance.detach();
    instance.attach(...images);
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    // After the new route's content is in the DOM.
    window.requestAnimationFrame(attachZoom);
  },
};

export default clientModule;
