import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

const manifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/shell.js'],
      css: ['/assets/root.css'],
    },
    'routes/landing': {
      id: 'routes/landing',
      parentId: 'root',
      index: true,
      module: '/assets/landing.js',
      imports: ['/assets/shell.js'],
    },
    'routes/app-layout': {
      id: 'routes/app-layout',
      parentId: 'root',
      module: '/assets/app-layout.js',
      imports: ['/assets/query.js'],
    },
    'routes/assessment': {
      id: 'routes/assessment',
      parentId: 'routes/app-layout',
      path: 'assessment',
      module: '/assets/assessment.js',
      imports: ['/assets/query.js', '/assets/schemas.js', '/assets/shell.js'],
      css: ['/assets/ui.css#'],
    },
    'routes/chapter-intro': {
      id: 'routes/chapter-intro',
      parentId: 'routes/app-layout',
      path: 'chapter/:chapterId/intro',
      module: '/assets/chapter-intro.js',
    },
  },
};
const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

describe('routePreloads', () => {
  const preloads = routePreloads(source);

  it('asks at once for every module of the screen’s routes, not those the document already loads', () => {
    const links = preloads?.('/assessment') ?? '';
    expect(links).toBe(
      '<link rel="preload" as="style" href="/assets/ui.css"/>' +
        '<link rel="modulepreload" href="/assets/app-layout.js"/>' +
        '<link rel="modulepreload" href="/assets/query.js"/>' +
        '<link rel="modulepreload" href="/assets/assessment.js"/>' +
        '<link rel="modulepreload" href="/assets/schemas.js"/>',
    );
  });

  it('matches routes with parameters', () => {
    expect(preloads?.('/chapter/3f2a/intro')).toContain('/assets/chapter-intro.js');
  });

  it('adds nothing for a path no route matches, or a manifest it cannot read', () => {
    expect(preloads?.('/nowhere/at/all')).toBe('');
    expect(routePreloads('console.log(1)')).toBeNull();
    expect(routePreloads('window.__reactRouterManifest={not json};')).toBeNull();
  });
});
