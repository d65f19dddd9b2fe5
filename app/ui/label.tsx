/** `.form-label` (app/app.css): short markup; a caller's utilities still win over it (components layer). */
function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" className={className ? `form-label ${className}` : 'form-label'} {...props} />
}

export { Label }
