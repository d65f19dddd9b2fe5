/** The server's maintenance connection: the same URL on the `postgres` database. */
export function adminUrl(url: string) {
  const parsed = new URL(url)
  parsed.pathname = '/postgres'

  return parsed.toString()
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${name}`

  return parsed.toString()
}
