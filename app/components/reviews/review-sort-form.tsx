import { Form, useSubmit } from 'react-router'
import { REVIEW_SORTS, REVIEW_SORT_LABELS, type TReviewSort } from '../../../server/reviews/review-rules.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Button } from '../../ui/button.tsx'
import { Label } from '../../ui/label.tsx'
import { Select } from '../../ui/select.tsx'

type ReviewSortFormProps = { sort: TReviewSort }

/** The order of the list, in the page URL (?reviewSort=): a GET form, submitted on change once hydrated. */
function ReviewSortForm({ sort }: ReviewSortFormProps) {
  const submit = useSubmit()
  const isHydrated = useHydrated()

  return (
    <Form method="get" preventScrollReset className="flex items-end gap-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="review-sort">Sort reviews</Label>
        <Select
          id="review-sort"
          name="reviewSort"
          defaultValue={sort}
          className="w-44"
          onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
        >
          {REVIEW_SORTS.map((option) => (
            <option key={option} value={option}>
              {REVIEW_SORT_LABELS[option]}
            </option>
          ))}
        </Select>
      </div>
      {isHydrated ? null : (
        <Button type="submit" variant="outline">
          Sort
        </Button>
      )}
    </Form>
  )
}

export { ReviewSortForm }
