/**
 * Runs `task` after the browser's next paint: a timeout set in an animation
 * frame runs once that frame is painted. For the heavy part of a tap's answer
 * (rendering a route), so that the tap's own change is on screen first and the
 * tap's interaction ends with it.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
