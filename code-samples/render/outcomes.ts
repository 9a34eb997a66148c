/**
 * Pure: what every client renderer returns and needs, in one place: a sample,
 * the tab that says the release has no call for the request, and the request's
 * JSON object body for an operation that sends one.
 */
import {RenderError, type RenderInput, type RenderedSample} from '../clients/types';
import type {JsonObject} from '../request/request';
import {bodyObject} from './request-values';

export function sampleOutcomes({call, request}: Pick<RenderInput, 'call' | 'request'>) {
  return {
    code: (text: string): RenderedSample => ({kind: 'code', code: text}),
    missing: (detail: string): RenderedSample => ({kind: 'missing', detail}),
    /** The body, or a RenderError naming the operation whose Shell sample sends none. */
    needBody: (): JsonObject => {
      const body = bodyObject(request);
      if (!body) throw new RenderError(`${call.operation.id} needs a JSON object body`);
      return body;
    },
  };
}
