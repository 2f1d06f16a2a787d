import { Scripts } from 'react-router';
import { useNonce } from '../lib/hydration';

/**
 * Runs in the browser as the parser reaches it (kept small: it is inline in every app page, and counts in its budget).
 * The markup of React Router's `<Scripts/>` sits in the `<noscript>` just before it, as text: the router's data
 * script runs now (the streamed route data that follows needs it), its module preloads and its module script
 * wait until the page has been painted. Every attribute is copied, the CSP nonce included.
 */
const LOADER = `(()=>{const d=document,h=d.head,t=d.createElement("template"),l=[];let n=0;
t.innerHTML=d.currentScript.previousElementSibling.textContent;
for(const o of t.content.children){let e=o;if(o.tagName=="SCRIPT"){e=d.createElement("script");for(const a of o.attributes)e.setAttribute(a.name,a.value);e.text=o.text;if(!o.type){h.append(e);continue}}l.push(e)}
const go=()=>n++||function f(){h.append(...l.splice(0,8));l.length&&setTimeout(f)}();
if(d.visibilityState!="visible")return go();
addEventListener("visibilitychange",go);setTimeout(go,5e3);
new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&go()).observe({type:"paint",buffered:!0})})()`;

/**
 * An app page's scripts, loaded once the page has been painted (docs/performance.md, "app pages' first paint").
 * On a phone's connection the page's modules (~140 KiB) share the line with the stylesheet and the font that the
 * first paint waits for; started after it, they no longer hold it back. React hydrates the page when they arrive:
 * until then links and forms work as HTML. A hidden page (a background tab, a prerender) loads them at once, and
 * they start after five seconds whatever happens (every browser the build targets reports paints: Safari 14.1+).
 *
 * `<noscript>` keeps React from hoisting the module preloads into the head and the parser from acting on its
 * content when scripting is on; React does not render a `<noscript>`'s children in the browser, so `<Scripts/>`
 * runs only on the server.
 */
export function ScriptsAfterFirstPaint() {
  const nonce = useNonce();
  return (
    <>
      <noscript>
        <Scripts />
      </noscript>
      {/* Only the server writes it (it has run by the time React hydrates), so the browser's bundle does not carry it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOADER : '' }} />
    </>
  );
}
