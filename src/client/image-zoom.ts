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
import type {Zoom} from 'medium-zoom';
import {READING} from '../constants';

export const ZOOMABLE_IMAGES = '.markdown img:not(.no-zoom)';
export const ZOOMABLE_DIAGRAMS = '.markdown .docusaurus-mermaid-container svg';
/** The class of the box around a diagram (src/theme/Mermaid). */
export const DIAGRAM_BOX_CLASS = 'mermaid-diagram';
const DIAGRAM_SCALE = 3;

let zoom: Promise<Zoom> | undefined;

function loadZoom(): Promise<Zoom> {
  zoom ??= import('medium-zoom').then(({default: mediumZoom}) => mediumZoom({...READING.zoom}));
  return zoom;
}

/** An <img> showing `svg` as it looks now (page background included), placed exactly over it. */
function diagramImage(svg: SVGSVGElement): HTMLImageElement {
  const rect = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const viewBox = svg.viewBox.baseVal;
  const [width, height] = viewBox && viewBox.width > 0 ? [viewBox.width, viewBox.height] : [rect.width, rect.height];
  copy.setAttribute('width', String(width * DIAGRAM_SCALE));
  copy.setAttribute('height', String(height * DIAGRAM_SCALE));
  copy.removeAttribute('style');
  const background = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  background.setAttribute('x', String(viewBox?.x ?? 0));
  background.setAttribute('y', String(viewBox?.y ?? 0));
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', getComputedStyle(document.body).backgroundColor);
  copy.insertBefore(background, copy.firstChild);

  const image = document.createElement('img');
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`;
  image.alt = svg.getAttribute('aria-label') ?? 'Diagram';
  image.className = 'diagram-zoom-image';
  Object.assign(image.style, {
    position: 'absolute',
    left: `${rect.left + window.scrollX}px`,
    top: `${rect.top + window.scrollY}px`,
    width: `${rect.width}px`,
    height: `${rect.height}px`,
  });
  return image;
}

async function zoomDiagram(svg: SVGSVGElement): Promise<void> {
  const instance = await loadZoom();
  const image = diagramImage(svg);
  document.body.append(image);
  await image.decode().catch(() => undefined);
  instance.attach(image);
  const cleanUp = () => {
    instance.detach(image);
    image.remove();
    instance.off('closed', cleanUp);
  };
  instance.on('closed', cleanUp);
  await instance.open({target: image});
}

function onDiagramClick(event: MouseEvent): void {
  const svg = (event.target as Element | null)?.closest?.(ZOOMABLE_DIAGRAMS);
  if (svg instanceof SVGSVGElement && !(event.target as Element).closest('a')) {
    void zoomDiagram(svg);
  }
}

/** Enter or Space on a diagram's box (src/theme/Mermaid), which the keyboard reaches, opens it as a click does. */
function onDiagramKey(event: KeyboardEvent): void {
  const box = event.target as Element;
  const svg = box.classList?.contains(DIAGRAM_BOX_CLASS) ? box.querySelector(ZOOMABLE_DIAGRAMS) : null;
  if (svg instanceof SVGSVGElement && (event.key === 'Enter' || event.key === ' ')) {
    event.preventDefault();
    void zoomDiagram(svg);
  }
}

function attachZoom(): void {
  const images = Array.from(document.querySelectorAll<HTMLImageElement>(ZOOMABLE_IMAGES));
  if (images.length === 0 && zoom === undefined) {
    return;
  }
  void loadZoom().then((instance) => {
    instance.detach();
    instance.attach(...images);
  });
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
