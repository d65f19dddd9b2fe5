/** `size-5` unless the caller sizes the icon (what tailwind-merge did here, without shipping it). */
function iconClass(className: string | undefined): string {
  if (!className) return 'icon size-5'

  return /(^|\s)size-/.test(className) ? `icon ${className}` : `icon size-5 ${className}`
}

/**
 * Line icons drawn on a 24-pixel grid (shapes after Lucide, ISC licence). Decorative by default:
 * the control that holds an icon carries the accessible name.
 */
function Icon({ className, children, ...props }: React.ComponentProps<'svg'>) {
  return (
    // Stroke, fill and shrink come from `.icon` in app/app.css: attributes fewer on every icon of every card.
    <svg viewBox="0 0 24 24" aria-hidden="true" className={iconClass(className)} {...props}>
      {children}
    </svg>
  )
}

type IconProps = React.ComponentProps<'svg'>

const UserIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </Icon>
)
const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)
const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)
const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
)
const StarIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26Z" />
  </Icon>
)
const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </Icon>
)
const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12h14M12 5v14" />
  </Icon>
)
const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </Icon>
)
const CodeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Icon>
)
const RocketIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 16.5c-1.5 1.26-2 5-2 5s3.74-.5 5-2c.71-.84.7-2.13-.09-2.91a2.18 2.18 0 0 0-2.91-.09z" />
    <path d="m12 15-3-3a22 22 0 0 1 2-3.95A12.88 12.88 0 0 1 22 2c0 2.72-.78 7.5-6 11a22.35 22.35 0 0 1-4 2z" />
    <path d="M9 12H4s.55-3.03 2-4c1.62-1.08 5 0 5 0M12 15v5s3.03-.55 4-2c1.08-1.62 0-5 0-5" />
  </Icon>
)
const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />
  </Icon>
)
const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
)
const AccessibilityIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="16" cy="4" r="1" />
    <path d="m18 19 1-7-6 1M5 8l3-3 5.5 3-2.36 3.5M4.24 14.5a5 5 0 0 0 6.88 6M13.76 17.5a5 5 0 0 0-6.88-6" />
  </Icon>
)
const SpeakerIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11 5 6 9H2v6h4l5 4V5zM16 9a5 5 0 0 1 0 6M19.36 18.36a9 9 0 0 0 0-12.72" />
  </Icon>
)
const StopIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect width="14" height="14" x="5" y="5" rx="2" />
  </Icon>
)
const BotIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 8V4H8M2 14h2M20 14h2M15 13v2M9 13v2" />
    <rect width="16" height="12" x="4" y="8" rx="2" />
  </Icon>
)
const GraduationIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M22 10 12 5 2 10l10 5 10-5zM6 12v5c3 2 9 2 12 0v-5" />
  </Icon>
)
const TrendingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M22 7 13.5 15.5 8.5 10.5 2 17M16 7h6v6" />
  </Icon>
)

export {
  AccessibilityIcon,
  iconClass,
  AlertIcon,
  BotIcon,
  CheckIcon,
  ChevronDownIcon,
  CloseIcon,
  CodeIcon,
  ExternalLinkIcon,
  GraduationIcon,
  Icon,
  MenuIcon,
  PlusIcon,
  RocketIcon,
  SearchIcon,
  SpeakerIcon,
  StarIcon,
  StopIcon,
  TrendingIcon,
  UserIcon,
}
