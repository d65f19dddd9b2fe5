import { Form, useNavigation } from 'react-router'
import { Button } from '../../ui/button.tsx'

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
  const navigation = useNavigation()
  const isSubmitting = navigation.state !== 'idle' && navigation.formData !== undefined && Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value))

  return (
    <Form method="post" action={action} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Starting checkout…' : label}
      </Button>
    </Form>
  )
}

export { PayButtonForm }
