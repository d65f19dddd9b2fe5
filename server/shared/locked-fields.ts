/**
 * The fields an admin or owner locked against crawls, as field names: locked_fields may hold
 * column names (snake_case) or field names (camelCase), and both lock.
 */
export function lockedFieldNames(lockedFields: readonly string[]): Set<string> {
  return new Set(lockedFields.map((field) => field.trim().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())))
}
