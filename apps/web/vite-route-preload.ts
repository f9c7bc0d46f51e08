import path from 'node:path';
import type { Plugin } from 'vite';

/** Runs in the page before the app: the first screen's code files, as modulepreload links. */
function preloadScript(table: Record<string, string[]>): string {
  return `// The first screen's code, asked for as the page starts (apps/web/vite-route-preload.ts).
let p=location.pathname;if(p==='/'){let s=null;try{s=localStorage.getItem('intro_completed')}catch{}p=s?'/today':'/onboarding/welcome'}
for(const f of ${JSON.stringify(table)}[p]??[]){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/assets/'+f;document.head.append(l)}
`;
}

/**
 * Screens are lazy routes: their code is normally asked for only once the app's own code has loaded and
 * rendered, one round trip after it. This adds a tiny script to index.html, run before the app, that
 * asks for the first screen's chunk and the chunks it imports at once (decision 019).
 */
export function routePreload(root: string, screens: Record<string, string>): Plugin {
  return {
    name: 'larder-route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What index.html loads anyway: the entry chunk and the chunks it imports.
      const entryFiles = new Set<string>();
      const visitEntry = (name: string) => {
        if (entryFiles.has(name)) return;
        entryFiles.add(name);
        for (const imported of byFile.get(name)?.imports ?? []) visitEntry(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry) visitEntry(chunk.fileName);
      const table: Record<string, string[]> = {};
      for (const [route, file] of Object.entries(screens)) {
        const chunk = byModule.get(path.resolve(root, file));
        if (!chunk) throw new Error(`route preload: ${file} (${route}) is not a chunk of its own`);
        const files = new Set<string>();
        const visit = (name: string) => {
          if (files.has(name) || entryFiles.has(name)) return;
          files.add(name);
          for (const imported of byFile.get(name)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        table[route] = [...files].map((name) => name.replace(/^assets\//, ''));
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(table),
      });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('route preload: no index.html in the build');
      const tag = `<script type="module" crossorigin src="/${this.getFileName(reference)}"></script>`;
      html.source = String(html.source).replace('<script type="module"', `${tag}\n    <script type="module"`);
    },
  };
}
