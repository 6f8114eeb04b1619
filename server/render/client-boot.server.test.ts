import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { clientBootScript } from './client-boot.server.ts';

const MANIFEST = { loader: '/assets/system-L.js', entry: '/assets/entry-client-E.js', entryImports: ['/assets/chunk-A.js', '/assets/chunk-B.js'] };

type Observer = { callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void; disconnected: boolean };

/** Runs the boot script against a minimal page: what it appends and imports, and its paint observer. */
function boot({ visibility = 'visible', paintTiming = true } = {}) {
  const appended: Array<{ src: string; onload: () => void }> = [];
  const imported: string[] = [];
  const observers: Observer[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    record: Observer;
    constructor(callback: Observer['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const context = {
    PerformanceObserver: FakeObserver,
    Promise,
    document: {
      visibilityState: visibility,
      createElement: () => ({ src: '', onload: () => {} }),
      head: { appendChild: (element: { src: string; onload: () => void }) => appended.push(element) },
    },
    System: {
      import: (url: string) => {
        imported.push(url);
        return Promise.resolve({});
      },
    },
  };
  (context as Record<string, unknown>).window = context;
  runInNewContext(clientBootScript(MANIFEST), context);
  const paint = (...names: string[]) => {
    for (const observer of observers)
      observer.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, { disconnect: () => (observer.disconnected = true) });
  };
  return { appended, imported, observers, paint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client boot script', () => {
  it('waits for the first contentful paint, then runs the loader once', () => {
    const page = boot();
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended.map((element) => element.src)).toEqual([MANIFEST.loader]);
    expect(page.observers[0]!.disconnected).toBe(true);
    page.paint('first-contentful-paint');
    expect(page.appended).toHaveLength(1);
  });

  it('imports the entry’s imports first and the entry after them', async () => {
    const page = boot();
    page.paint('first-contentful-paint');
    page.appended[0]!.onload();
    expect(page.imported).toEqual(MANIFEST.entryImports);
    await settle();
    expect(page.imported).toEqual([...MANIFEST.entryImports, MANIFEST.entry]);
  });

  it('starts at once in a hidden tab, which does not paint', () => {
    const page = boot({ visibility: 'hidden' });
    expect(page.appended.map((element) => element.src)).toEqual([MANIFEST.loader]);
    expect(page.observers).toEqual([]);
  });

  it('starts at once where the browser reports no paint timing', () => {
    const page = boot({ paintTiming: false });
    expect(page.appended.map((element) => element.src)).toEqual([MANIFEST.loader]);
  });
});
