const STEPS = [
  { title: 'Submission', text: 'Paste a GitHub or Hugging Face link and check the details we read from it, or fill in the form by hand.' },
  { title: 'Review', text: 'An admin checks that the agent works, is free to use and is described fairly. You get an email when it is decided.' },
  { title: 'Published', text: 'Approved agents go live in the marketplace, where small businesses can find, rate and deploy them.' },
] as const

/** The spec's three-step explanation of what happens to a contribution. */
function SubmissionSteps() {
  return (
    <section aria-labelledby="how-it-works-heading" className="flex flex-col gap-4">
      <h2 id="how-it-works-heading" className="text-xl font-semibold">
        How it works
      </h2>
      <ol className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {STEPS.map((step, position) => (
          <li key={step.title} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white" aria-hidden="true">
              {position + 1}
            </span>
            <h3 className="font-semibold">{step.title}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export { SubmissionSteps }
