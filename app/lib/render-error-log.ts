/**
 * Where a server render's errors are logged. Errors before the shell is ready are either the
 * shell's own (React Router's document handler logs those when the shell fails) or a Suspense
 * boundary's, which React hides by rendering that boundary on the client instead: those are logged
 * once the shell is known to be fine, so every error is logged exactly once.
 */
export function createRenderErrorLog(log: (error: unknown) => void = console.error) {
  let shellReady = false
  const beforeShell: unknown[] = []

  return {
    onError(error: unknown) {
      if (shellReady) log(error)
      else beforeShell.push(error)
    },
    onShellReady() {
      shellReady = true
      for (const error of beforeShell.splice(0)) log(error)
    },
  }
}
