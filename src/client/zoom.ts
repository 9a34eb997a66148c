/**
 * The zoom itself (src/client/image-zoom.ts loads it): medium-zoom, and the
 * image of a diagram that a click on the diagram zooms. A page without images
 * or diagrams never loads it.
 */
import mediumZoom from 'medium-zoom';
import {READING} from '../constants';

const DIAGRAM_SCALE = 3;

const zoom = mediumZoom({...READING.zoom});

/** Zooms these images, and no others (after a render, the page's images are new elements). */
export function attachImages(images: readonly HTMLImageElement[]): void {
  zoom.detach();
  zoom.attach(...images);
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

/** Zooms an image of the diagram, drawn over it for the time of the zoom. */
export async function zoomDiagram(svg: SVGSVGElement): Promise<void> {
  const instance = zoom;
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
