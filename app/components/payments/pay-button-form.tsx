import { Form } from 'react-router'
import { SubmitButton } from '../../ui/form.tsx'

type PayButtonFormProps = {
  /** The purchase, as hidden fields (kind, agentId, tier, amountCents): never an amount to charge. */
  fields: Record<string, string | number>
  label: React.ReactNode
  /** Where the form posts; its page's loader shows the order again if something goes wrong. */
  action?: string
  variant?: 'default' | 'outline' | 'success'
  className?: string
}

/** One "pay" button: a plain form (works without JavaScript) that starts a checkout. */
function PayButtonForm({ fields, label, action, variant = 'default', className }: PayButtonFormProps) {
  return (
    <Form method="post" action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton variant={variant} matches={fields} pendingLabel="Starting checkout…" className="w-full">
        {label}
      </SubmitButton>
    </Form>
  )
}

export { PayButtonForm }
