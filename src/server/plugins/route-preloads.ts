import { matchRoutes, type RouteObject } from 'react-router';

/** A route in React Router's build manifest (the fields we read). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

interface Manifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The preload links a screen's document needs: `<link …/>` tags, '' when nothing is to add. */
export type RoutePreloads = (pathname: string) => string;

const MANIFEST = /window\.__reactRouterManifest\s*=\s*(\{[\s\S]*\})\s*;?\s*$/;

/**
 * A screen served from the SPA fallback knows only the app's entry and root; in the browser each route
 * module then reveals its imports one wave at a time (four round trips on /assessment). From the build's
 * manifest the server knows them all for the requested path, so the document asks for them at once,
 * as React Router's own server rendering does.
 */
export function routePreloads(manifestSource: string): RoutePreloads | null {
  const json = MANIFEST.exec(manifestSource)?.[1];
  if (!json) return null;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(json) as Manifest;
  } catch {
    return null;
  }
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path ?? '', children: tree(route.id) },
    );
  const routes = tree(undefined);
  // what the fallback document already loads: the entry and the root route
  const root = manifest.routes.root;
  const loaded = new Set([
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...(root ? [root.module, ...(root.imports ?? []), ...(root.css ?? [])] : []),
  ]);
  const made = new Map<string, string>();
  return (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    const key = matches.map((match) => match.route.id).join(' ');
    const known = made.get(key);
    if (known !== undefined) return known;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const match of matches) {
      const route = match.route.id ? manifest.routes[match.route.id] : undefined;
      if (!route) continue;
      for (const href of [route.module, ...(route.imports ?? [])]) if (!loaded.has(href)) scripts.add(href);
      for (const href of route.css ?? []) if (!loaded.has(href)) styles.add(href.replace(/#$/, ''));
    }
    const links = [
      ...[...styles].map((href) => `<link rel="preload" as="style" href="${href}"/>`),
      ...[...scripts].map((href) => `<link rel="modulepreload" href="${href}"/>`),
    ].join('');
    made.set(key, links);
    return links;
  };
}
