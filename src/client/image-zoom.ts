/**
 * Images and diagrams in the docs open in medium-zoom. The library loads with
 * the first page that has one, and is attached again after every render,
 * client navigations included. It closes on click, Escape, window resize and
 * after READING.zoom.scrollOffset px of scroll; a high-resolution
 * `data-zoom-src` that cannot be reached logs a warning and the normal image
 * is shown.
 *
 * medium-zoom zooms <img> elements only. Mermaid diagrams are inline SVG, so
 * a click on one zooms an image of it, drawn over it for the time of the zoom;
 * so does Enter or Space on the diagram's box (src/theme/Mermaid).
 */
import type {ClientModule} from '@docusaurus/types';

export const ZOOMABLE_IMAGES = '.markdown img:not(.no-zoom)';
export const ZOOMABLE_DIAGRAMS = '.markdown .docusaurus-mermaid-container svg';
/** The class of the box around a diagram (src/theme/Mermaid). */
export const DIAGRAM_BOX_CLASS = 'mermaid-diagram';

let zoom: Promise<typeof import('./zoom')> | undefined;

/** The zoom's module: loaded with the first page that has an image, or by the first click on a diagram. */
function loadZoom(): Promise<typeof import('./zoom')> {
  zoom ??= import('./zoom');
  return zoom;
}

function onDiagramClick(event: MouseEvent): void {
  const svg = (event.target as Element | null)?.closest?.(ZOOMABLE_DIAGRAMS);
  if (svg instanceof SVGSVGElement && !(event.target as Element).closest('a')) {
    void loadZoom().then(({zoomDiagram}) => zoomDiagram(svg));
  }
}

/** Enter or Space on a diagram's box (src/theme/Mermaid), which the keyboard reaches, opens it as a click does. */
function onDiagramKey(event: KeyboardEvent): void {
  const box = event.target as Element;
  const svg = box.classList?.contains(DIAGRAM_BOX_CLASS) ? box.querySelector(ZOOMABLE_DIAGRAMS) : null;
  if (svg instanceof SVGSVGElement && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    void loadZoom().then(({zoomDiagram}) => zoomDiagram(svg));
  }
}

function attachZoom(): void {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOMABLE_IMAGES));
  if (images.length === 0 && zoom === undefined) {
    return;
  }
  void loadZoom().then(({attachImages}) => attachImages(images));
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!listening) {
      listening = true;
      document.addEventListener('click', onDiagramClick);
      document.addEventListener('keydown', onDiagramKey);
    }
    // After the new route's content is in the DOM.
    window.requestAnimationFrame(attachZoom);
  },
};

export default clientModule;
