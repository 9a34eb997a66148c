import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import createRouteComponentOnFirstUse from '../../plugins/route-components/component-on-first-use';

// Docusaurus's ComponentCreator reads generated modules of a built site; a stand-in
// records when it is called and returns a component with react-loadable's `preload`.
jest.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({__esModule: true, default: jest.fn()}));
const componentCreator = jest.mocked(ComponentCreator);

beforeEach(() => {
  componentCreator.mockReset();
  componentCreator.mockImplementation((path: string, hash: string) => {
    const Loadable = ({title}: {title?: string}) => createElement('p', null, `${path} ${hash} ${title ?? ''}`);
    return Object.assign(Loadable, {preload: jest.fn(async () => `chunks of ${path}`)}) as unknown as ReturnType<typeof ComponentCreator>;
  });
});

describe('route components created on first use', () => {
  it('creates no loadable component while the route table is built', () => {
    for (let route = 0; route < 2500; route += 1) {
      createRouteComponentOnFirstUse(`/docs/29.0/api/page-${route}.html`, 'abc');
    }
    expect(componentCreator).not.toHaveBeenCalled();
  });

  it('creates the route’s loadable component once, when first rendered, and renders it with the route’s props', () => {
    const Route = createRouteComponentOnFirstUse('/docs/29.0/api/search.html', '1f2') as ComponentType<{title: string}>;
    expect(renderToStaticMarkup(createElement(Route, {title: 'Search'}))).toBe('<p>/docs/29.0/api/search.html 1f2 Search</p>');
    expect(renderToStaticMarkup(createElement(Route, {title: 'Again'}))).toBe('<p>/docs/29.0/api/search.html 1f2 Again</p>');
    expect(componentCreator).toHaveBeenCalledTimes(1);
    expect(componentCreator).toHaveBeenCalledWith('/docs/29.0/api/search.html', '1f2');
  });

  it('preloads through the same loadable component that it later renders', async () => {
    const Route = createRouteComponentOnFirstUse('/docs/guide/', '9e1');
    await expect(Route.preload()).resolves.toBe('chunks of /docs/guide/');
    renderToStaticMarkup(createElement(Route));
    expect(componentCreator).toHaveBeenCalledTimes(1);
  });
});
