import {
  CATEGORIES,
  CATEGORY_LABELS,
  DEPLOYMENT_COMPLEXITIES,
  DIFFICULTIES,
  INDUSTRIES,
  INDUSTRY_LABELS,
  INFRASTRUCTURES,
  INFRASTRUCTURE_LABELS,
  labelFromCode,
} from '../../../server/shared/taxonomy.ts'
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MIN_DESCRIPTION_LENGTH } from '../../../server/contributions/form-fields.ts'
import { MAX_LISTING_TAGS } from '../../../server/contributions/owned-agent.schemas.ts'
import { Select } from '../../ui/select.tsx'
import { CONTROL_CLASS, Input } from '../../ui/input.tsx'
import { Field } from '../../ui/form.tsx'
import { TagInput } from './tag-input.tsx'
import { SELF_DEPLOYABLE_FORM_OPTIONS } from '../../../server/shared/deployment-facts.schemas.ts'
import { MAX_SEARCH_PHRASES, MAX_SEARCH_PHRASE_LENGTH } from '../../../server/shared/search-phrases.schemas.ts'

/** A listing's owner-editable fields as the edit form holds them. */
export type TListingFormValues = {
  name: string
  description: string
  link: string
  category: string
  industry: string
  difficulty: string
  tags: string[]
  /** One phrase per line, as the textarea holds them. */
  searchPhrases: string
  deploymentGuide: string
  /** 'yes', 'no' or '' (not stated). */
  selfDeployable: string
  deploymentComplexity: string
  infrastructureNeeded: string
}

type ListingFieldsProps = { values: TListingFormValues; errors?: Record<string, string> }

function options(codes: readonly string[], label: (code: string) => string) {
  return codes.map((code) => (
    <option key={code} value={code}>
      {label(code)}
    </option>
  ))
}

/** The owner's edit form: what the listing shows, and how it is deployed. */
function ListingFields({ values, errors = {} }: ListingFieldsProps) {
  return (
    <fieldset className="grid grid-cols-1 gap-5 md:grid-cols-2">
      <legend className="sr-only">Listing</legend>
      <Field label="Name" name="name" error={errors.name} marker="required">
        {(control) => <Input {...control} name="name" defaultValue={values.name} required maxLength={MAX_NAME_LENGTH} />}
      </Field>
      <Field label="Link" name="link" error={errors.link} marker="required">
        {(control) => <Input {...control} name="link" type="url" defaultValue={values.link} required />}
      </Field>
      <Field label="Description" name="description" error={errors.description} hint={`At least ${MIN_DESCRIPTION_LENGTH} characters.`} marker="required" className="md:col-span-2">
        {(control) => (
          <textarea {...control} name="description" rows={5} className={CONTROL_CLASS} defaultValue={values.description} required minLength={MIN_DESCRIPTION_LENGTH} maxLength={MAX_DESCRIPTION_LENGTH} />
        )}
      </Field>
      <Field label="Use case" name="category" error={errors.category} marker="required">
        {(control) => (
          <Select {...control} name="category" defaultValue={values.category} required>
            {options(CATEGORIES, (code) => CATEGORY_LABELS[code as keyof typeof CATEGORY_LABELS])}
          </Select>
        )}
      </Field>
      <Field label="Industry" name="industry" error={errors.industry} marker="required">
        {(control) => (
          <Select {...control} name="industry" defaultValue={values.industry} required>
            {options(INDUSTRIES, (code) => INDUSTRY_LABELS[code as keyof typeof INDUSTRY_LABELS])}
          </Select>
        )}
      </Field>
      <Field label="Difficulty" name="difficulty" error={errors.difficulty} marker="required">
        {(control) => (
          <Select {...control} name="difficulty" defaultValue={values.difficulty} required>
            {options(DIFFICULTIES, labelFromCode)}
          </Select>
        )}
      </Field>
      <Field marker="optional" label="Deployment complexity" name="deploymentComplexity" error={errors.deploymentComplexity}>
        {(control) => (
          <Select {...control} name="deploymentComplexity" defaultValue={values.deploymentComplexity}>
            <option value="">Not stated</option>
            {options(DEPLOYMENT_COMPLEXITIES, labelFromCode)}
          </Select>
        )}
      </Field>
      <Field marker="optional" label="Infrastructure needed" name="infrastructureNeeded" error={errors.infrastructureNeeded}>
        {(control) => (
          <Select {...control} name="infrastructureNeeded" defaultValue={values.infrastructureNeeded}>
            <option value="">Not stated</option>
            {options(INFRASTRUCTURES, (code) => INFRASTRUCTURE_LABELS[code as keyof typeof INFRASTRUCTURE_LABELS])}
          </Select>
        )}
      </Field>
      <Field label="People can deploy it themselves" name="selfDeployable" hint="Filled in from what your link shows (a repository, template or model page); change it only if that is wrong.">
        {(control) => (
          <Select {...control} name="selfDeployable" defaultValue={values.selfDeployable}>
            {SELF_DEPLOYABLE_FORM_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="md:col-span-2">
        <TagInput defaultTags={values.tags} maximum={MAX_LISTING_TAGS} error={errors.tags} />
      </div>
      <Field
        marker="optional"
        label="Search phrases (one per line: how a customer would ask for this agent)"
        name="searchPhrases"
        error={errors.searchPhrases}
        hint={`In your customers' words, such as "chase customers who haven't paid". At most ${MAX_SEARCH_PHRASES}, each at most ${MAX_SEARCH_PHRASE_LENGTH} characters. Search finds your agent by them; the listing does not show them.`}
        className="md:col-span-2"
      >
        {(control) => <textarea {...control} name="searchPhrases" rows={5} className={CONTROL_CLASS} defaultValue={values.searchPhrases} />}
      </Field>
      <Field marker="optional" label="Deployment guide" name="deploymentGuide" error={errors.deploymentGuide} className="md:col-span-2">
        {(control) => <textarea {...control} name="deploymentGuide" rows={6} className={CONTROL_CLASS} defaultValue={values.deploymentGuide} />}
      </Field>
    </fieldset>
  )
}

export { ListingFields }
