import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A part of a page whose code the first load does not carry (issue 19: ≤ 120 KB of JavaScript).
 * The server renders it with the rest of the page, so its HTML is there from the first byte and its
 * forms work as plain forms. In the browser its chunk loads when the part comes near the viewport,
 * is focused or pointed at, or the browser is idle after the page's load event; React then
 * hydrates it (a dehydrated Suspense boundary keeps the server's HTML until then). During a
 * client-side navigation it loads at once.
 *
 * `name` marks the part's wrapper (`data-hydrate-later`, `display: contents` in app/app.css, so
 * layouts see the part itself); it must be unique on the page.
 */
function hydrateLater<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  // No document on the server (not import.meta.env.SSR: the fuzz lane loads route modules without Vite).
  const Part = typeof document === 'undefined' ? loadedOnTheServer(load) : lazy(async () => ({ default: await whenNeeded(name).then(load) }))

  function HydrateLater(props: Props) {
    return (
      <div data-hydrate-later={name}>
        <Suspense>
          <Part {...props} />
        </Suspense>
      </div>
    )
  }

  return HydrateLater
}

/**
 * The server loads the part when the route module loads (long before the first request), so it
 * renders in place like any component. Were a request faster, React would stream the part after the
 * rest of the page: the same content, placed by a script.
 */
function loadedOnTheServer<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined
  const pending = load().then((component) => (loaded = component))
  const Lazy = lazy(async () => ({ default: await pending }))

  return function LoadedOnTheServer(props: Props) {
    const Component = loaded ?? Lazy

    return <Component {...props} />
  }
}

/** Resolves when the part's server-rendered HTML is about to be needed; at once when there is none. */
function whenNeeded(name: string): Promise<void> {
  const wrapper = document.querySelector(`[data-hydrate-later="${name}"]`)
  const part = wrapper?.firstElementChild
  if (!wrapper || !part) return Promise.resolve()

  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: '300px' })
    function done() {
      observer.disconnect()
      wrapper!.removeEventListener('focusin', done)
      wrapper!.removeEventListener('pointerover', done)
      resolve()
    }
    observer.observe(part)
    wrapper.addEventListener('focusin', done)
    wrapper.addEventListener('pointerover', done)
    // Ready before it is needed, once the page itself has loaded and the browser has nothing else to do.
    const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 200))
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
  })
}

export { hydrateLater }
