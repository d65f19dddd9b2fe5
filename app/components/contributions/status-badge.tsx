import { Badge } from '../../ui/badge.tsx'

const STATUS = {
  pending: { label: 'Pending review', variant: 'yellow' },
  approved: { label: 'Approved', variant: 'green' },
  verified: { label: 'Verified', variant: 'green' },
  rejected: { label: 'Rejected', variant: 'red' },
} as const

/** A contribution's or a claim's status, in words and colour. */
function StatusBadge({ status }: { status: string }) {
  const known = STATUS[status as keyof typeof STATUS]

  return <Badge variant={known?.variant ?? 'grey'}>{known?.label ?? status}</Badge>
}

export { StatusBadge }
