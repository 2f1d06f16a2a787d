// First-load JavaScript of a page: every script its HTML loads or preloads before the page is interactive
// (module scripts, modulepreload links and the inline `import()` of the hydration script), each gzipped
// on its own as a server would send it. Used by `npm run bench`; also runs alone against a running build:
//   node scripts/first-load-js.mjs http://127.0.0.1:3000 / /blog /login
import { gzipSync } from 'node:zlib';

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** Answers `{ path, scripts, firstLoadJsGzipKb, files: [{ file, gzipKb }] }`, files largest first. */
export async function firstLoadJs(base, path, headers = {}) {
  const html = await (await fetch(`${base}${path}`, { headers })).text();
  const files = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  for (const m of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) files.add(m[1]);
  const sized = [];
  for (const file of files) {
    const body = Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer());
    sized.push({ file, gzip: gzipSync(body).length });
  }
  sized.sort((a, b) => b.gzip - a.gzip);
  const total = sized.reduce((sum, f) => sum + f.gzip, 0);
  return { path, scripts: sized.length, firstLoadJsGzipKb: kb(total), files: sized.map((f) => ({ file: f.file, gzipKb: kb(f.gzip) })) };
}

export function printFirstLoadJs(pages) {
  console.log(
    "\nFirst-load JavaScript (gzip; issue 25: a reading page ≤ 10 KiB of the site's own and no framework, an app page ≤ 140 KiB):",
  );
  for (const p of pages) {
    console.log(`  ${p.path.padEnd(40)} ${p.firstLoadJsGzipKb} KiB in ${p.scripts} files`);
    for (const f of p.files) console.log(`      ${String(f.gzipKb).padStart(6)} KiB  ${f.file}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base) throw new Error('usage: node scripts/first-load-js.mjs <base url> [paths...]');
  const pages = [];
  for (const path of paths.length ? paths : ['/']) pages.push(await firstLoadJs(base, path));
  printFirstLoadJs(pages);
}
