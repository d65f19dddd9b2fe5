import { CATEGORIES, CATEGORY_LABELS, INDUSTRIES, INDUSTRY_LABELS } from '../../../server/shared/taxonomy.ts'

type OptionsProps = { emptyLabel?: string }

/** The industries as <option>s (the API's "use case"), with an optional empty first choice. */
function IndustryOptions({ emptyLabel }: OptionsProps) {
  return (
    <>
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {INDUSTRIES.map((industry) => (
        <option key={industry} value={industry}>
          {INDUSTRY_LABELS[industry]}
        </option>
      ))}
    </>
  )
}

function CategoryOptions({ emptyLabel }: OptionsProps) {
  return (
    <>
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </option>
      ))}
    </>
  )
}

export { CategoryOptions, IndustryOptions }
