/** Code that travels in a chunk of its own: fetched once, on `load()`, and read in a render. */
export interface Preloadable<T> {
  /** Fetches the code (once; again after a failure) and resolves when it is there. */
  load: () => Promise<T>;
  /**
   * The code, at once when `load()` has resolved, so a page that loaded it first renders without a
   * fallback; otherwise the render suspends until it arrives. Only in a render.
   */
  read: () => T;
}

const every = new Set<Preloadable<unknown>>();

/**
 * Loads every part made with `preloadable` so far: the stories and tests render each state at once,
 * as a page whose parts were loaded beside its data does.
 */
export function preloadAll(): Promise<void> {
  return Promise.all([...every].map((part) => part.load())).then(() => undefined);
}

/**
 * Code that only some pages need, kept out of the first page's chunk: the app loads it beside the
 * data of a page that needs it, and components read it in their render. Unlike `React.lazy`, a part
 * loaded before the render never shows its fallback.
 */
export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let loaded: { value: T } | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (value) => {
        loaded = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const read = () => {
    // Suspense's own protocol, as `React.lazy` uses it: the boundary above shows its fallback (or
    // keeps the server's HTML) and tries again when the promise settles. `use()` would do the same in
    // a browser, but its retry is not run under the tests' act environment.
    if (loaded === undefined) throw load();
    return loaded.value;
  };
  const part = { load, read };
  every.add(part);
  return part;
}
