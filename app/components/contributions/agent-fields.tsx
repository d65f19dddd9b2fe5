import { CATEGORIES, CATEGORY_LABELS, DIFFICULTIES, INDUSTRIES, INDUSTRY_LABELS, labelFromCode } from '../../../server/shared/taxonomy.ts'
// Browser-safe: zod and the taxonomy only, the same rules the server applies.
import { MAX_CONTRIBUTION_TAGS, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, MIN_DESCRIPTION_LENGTH } from '../../../server/contributions/form-fields.ts'
import { Select } from '../../ui/select.tsx'
import type { TContributionFormValues } from './contribute-types.ts'
import { CONTROL_CLASS, Input } from '../../ui/input.tsx'
import { Field } from '../../ui/form.tsx'
import { TagInput } from './tag-input.tsx'

type AgentFieldsProps = {
  values: TContributionFormValues
  errors?: Record<string, string>
  /** Visitors see the form but cannot send it. */
  disabled?: boolean
}

/** Every field of spec §5's manual contribution form, with the taxonomy's lists and the enforced rules. */
function AgentFields({ values, errors = {}, disabled = false }: AgentFieldsProps) {
  return (
    <fieldset className="grid grid-cols-1 gap-5 md:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">Agent details</legend>
      <Field label="Agent name" name="agentName" error={errors.agentName} marker="required">
        {(control) => <Input {...control} name="agentName" defaultValue={values.agentName} required maxLength={MAX_NAME_LENGTH} autoComplete="off" />}
      </Field>
      <Field label="Link to the agent" name="agentLink" error={errors.agentLink} hint="Its repository, model page or website." marker="required">
        {(control) => <Input {...control} name="agentLink" type="url" defaultValue={values.agentLink} required placeholder="https://" />}
      </Field>
      <Field
        label="Description"
        name="agentDescription"
        error={errors.agentDescription}
        hint={`At least ${MIN_DESCRIPTION_LENGTH} characters: what it does, and for whom.`}
        marker="required"
        className="md:col-span-2"
      >
        {(control) => (
          <textarea
            {...control}
            name="agentDescription"
            rows={4}
            className={CONTROL_CLASS}
            defaultValue={values.agentDescription}
            required
            minLength={MIN_DESCRIPTION_LENGTH}
            maxLength={MAX_DESCRIPTION_LENGTH}
          />
        )}
      </Field>
      <Field label="Use case" name="useCase" error={errors.useCase} marker="required">
        {(control) => (
          <Select {...control} name="useCase" defaultValue={values.useCase} required>
            <option value="" disabled>
              Choose a use case
            </option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Industry" name="industry" error={errors.industry} hint="General Purpose when it serves any trade." marker="required">
        {(control) => (
          <Select {...control} name="industry" defaultValue={values.industry || 'general'} required>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {INDUSTRY_LABELS[industry]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Difficulty" name="difficulty" error={errors.difficulty} hint="How much know-how it takes to set up." marker="required">
        {(control) => (
          <Select {...control} name="difficulty" defaultValue={values.difficulty} required>
            <option value="" disabled>
              Choose a difficulty
            </option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {labelFromCode(difficulty)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field marker="optional" label="Source repository" name="githubRepo" error={errors.githubRepo} hint="Where its code lives, if that is not the link above.">
        {(control) => <Input {...control} name="githubRepo" type="url" defaultValue={values.githubRepo} placeholder="https://github.com/owner/repository" />}
      </Field>
      <div className="md:col-span-2">
        <TagInput defaultTags={values.tags} maximum={MAX_CONTRIBUTION_TAGS} error={errors.tags} disabled={disabled} />
      </div>
      <Field marker="optional" label="Deployment guide" name="deploymentGuide" error={errors.deploymentGuide} hint="Steps to get it running: install, configure, start." className="md:col-span-2">
        {(control) => <textarea {...control} name="deploymentGuide" rows={5} className={CONTROL_CLASS} defaultValue={values.deploymentGuide} />}
      </Field>
    </fieldset>
  )
}

export { AgentFields }
