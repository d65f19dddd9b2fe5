import { Form } from 'react-router'
import { FormMessage, InputField } from '../../ui/form.tsx'
import { Button } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { Label } from '../../ui/label.tsx'
import { ReviewTextarea } from '../reviews/review-textarea.tsx'

export type TContactFormState = {
  values?: { name?: string; email?: string; message?: string }
  fieldErrors?: Record<string, string>
  message?: string
}

type ContactBuilderProps = { agentId: number; builderName: string; state?: TContactFormState }

/**
 * "Contact the builder" on the agent page of an owned agent. A plain form posting to
 * /agents/{id}/contact, so it works without JavaScript; `website` is a honeypot hidden from
 * people and screen readers, which bots fill in.
 */
function ContactBuilder({ agentId, builderName, state = {} }: ContactBuilderProps) {
  const errors = state.fieldErrors ?? {}
  const messageError = errors.message

  return (
    <Card as="section" aria-labelledby="contact-builder-heading" className="gap-3" id="contact-builder">
      <CardTitle id="contact-builder-heading">Contact the builder</CardTitle>
      <p className="text-sm text-slate-700 dark:text-slate-300">Ask {builderName} about this agent. Your message and e-mail address go to the builder only.</p>
      {state.message && <FormMessage isError>{state.message}</FormMessage>}
      <Form method="post" action={`/agents/${agentId}/contact`} className="flex flex-col gap-3" aria-label="Contact the builder">
        <InputField label="Your name" name="name" autoComplete="name" required maxLength={100} defaultValue={state.values?.name} error={errors.name} />
        <InputField label="Your e-mail" name="email" type="email" autoComplete="email" required defaultValue={state.values?.email} error={errors.email} />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`contact-message-${agentId}`}>Message</Label>
          <ReviewTextarea
            id={`contact-message-${agentId}`}
            name="message"
            required
            minLength={10}
            maxLength={5000}
            defaultValue={state.values?.message}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={`contact-message-${agentId}-hint${messageError ? ` contact-message-${agentId}-error` : ''}`}
          />
          <p id={`contact-message-${agentId}-hint`} className="text-xs text-slate-600 dark:text-slate-300">
            10 to 5,000 characters.
          </p>
          {messageError && (
            <p id={`contact-message-${agentId}-error`} className="text-sm text-red-700 dark:text-red-300">
              {messageError}
            </p>
          )}
        </div>
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this empty
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div>
          <Button type="submit">Send message</Button>
        </div>
      </Form>
    </Card>
  )
}

export { ContactBuilder }
