import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './paint-first';

const page = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/0gy1dczh8t-w0.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  '<script src="/_next/static/chunks/1d-3ziz_810o8.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

/** Runs the page's last inline script in a fake browser and answers the scripts it appended, in order. */
function appendedBy(html: string, visibilityState: 'visible' | 'hidden') {
  const body = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)![1]!;
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState,
    addEventListener: (_type: string, callback: () => void) => listeners.push(callback),
    removeEventListener: (_type: string, callback: () => void) => listeners.splice(listeners.indexOf(callback), 1),
    createElement: () => ({ src: '', async: true }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(`${element.src} async=${element.async}`) },
  };
  runInNewContext(body, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  return { appended, frames, tasks, listeners };
}

describe('scriptsAfterFirstPaint', () => {
  it('starts them when the tab is hidden before its first frame (a hidden tab gets no frame), and only once', () => {
    const { appended, frames, tasks, listeners } = appendedBy(scriptsAfterFirstPaint(page), 'visible');
    expect(listeners).toHaveLength(1);
    listeners[0]!();
    while (tasks.length > 0) tasks.shift()!();
    expect(appended).toHaveLength(3);
    expect(listeners).toHaveLength(0);
    // The frame that comes once the tab is shown again adds nothing more.
    frames.shift()!();
    expect(tasks).toHaveLength(0);
    expect(appended).toHaveLength(3);
  });

  it("takes Next's chunk scripts out of the document and keeps everything else", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"FAQPage"}</script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain('<h1>Hello</h1>');
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('adds them back in their order after a frame has been painted, each in a task of its own', () => {
    const { appended, frames, tasks } = appendedBy(scriptsAfterFirstPaint(page), 'visible');
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!();
    expect(appended).toEqual(['/_next/static/chunks/0gy1dczh8t-w0.js async=false']);
    while (tasks.length > 0) tasks.shift()!();
    expect(appended).toEqual([
      '/_next/static/chunks/0gy1dczh8t-w0.js async=false',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js async=false',
      '/_next/static/chunks/1d-3ziz_810o8.js async=false',
    ]);
  });

  it('adds them at once in a tab that is not shown (no frame would come)', () => {
    const { appended, frames } = appendedBy(scriptsAfterFirstPaint(page), 'hidden');
    expect(frames).toEqual([]);
    expect(appended).toHaveLength(3);
  });

  it('leaves a document without chunk scripts or without a body end as it is', () => {
    const plain = '<!DOCTYPE html><html><body><p>Error</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const fragment = '<script src="/_next/static/chunks/a.js" async=""></script><p>no end';
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment);
  });
});
