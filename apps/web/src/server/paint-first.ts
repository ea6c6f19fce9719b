/**
 * Paint first, then hydrate (docs/decisions/021). Next.js writes its chunk scripts as
 * `<script src="/_next/static/chunks/…" async>` in the head: on a fast connection they arrive while
 * the page is still parsing and run before the browser has painted anything, so a phone shows a
 * blank screen for the whole of React's start-up. Here those scripts leave the document and one
 * small inline script, at the end of the body, adds them back, in their order, once the first frame
 * has been painted (or at once in a tab that is not shown, where no frame comes). Nothing else on
 * the page changes: the inline RSC data, the JSON-LD and the noModule fallback stay where they are.
 */

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w./-]+\.js)" async=""><\/script>/g;

/**
 * The loader for `sources`: a frame, then each script added in a task of its own, in order (async=false
 * keeps their execution in that order). Adding a script costs the main thread a few milliseconds on a
 * phone (the request is set up synchronously); ten of them in one task made a long task of its own.
 */
function loader(sources: string[]): string {
  return (
    '<script>(function(){var s=' +
    JSON.stringify(sources) +
    ";function add(u){var e=document.createElement('script');e.src=u;e.async=false;document.head.appendChild(e)}" +
    // A tab hidden before its first frame gets no frame (requestAnimationFrame waits until it is shown
    // again): it starts its scripts when it is hidden instead, so a background tab still hydrates.
    "var d=0;function go(){if(d)return;d=1;document.removeEventListener('visibilitychange',go);s.forEach(function(u){setTimeout(function(){add(u)},0)})}" +
    "if(document.visibilityState==='visible'){requestAnimationFrame(go);document.addEventListener('visibilitychange',go)}else s.forEach(add)})()</script>"
  );
}

/** `html` with Next's chunk scripts started after the first paint; unchanged when it has none or no `</body>`. */
export function scriptsAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  const sources: string[] = [];
  const without = html.replace(CHUNK_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const at = without.lastIndexOf('</body>');
  return `${without.slice(0, at)}${loader(sources)}${without.slice(at)}`;
}
