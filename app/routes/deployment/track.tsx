import { Form, Link, redirect } from 'react-router'
import { z } from 'zod'
import { RATE_LIMITS, getOptionalUser } from '../../../server/accounts/index.ts'
import { COACHING_GOAL_DEFINITIONS, TRACK_DEFINITIONS, TRACKS, ZLessonProgressForm, completeLesson, findLessonProgress, listTrackLessons, type TTrack } from '../../../server/assistant/index.ts'
import { Markdown } from '../../components/assistant/markdown.tsx'
import { Notice, ToastNotice } from '../../components/contributions/notice.tsx'
import { PageBody, PageHero } from '../../components/page-section.tsx'
import { siteOrigin } from '../../lib/origin.server.ts'
import { buildMeta } from '../../lib/seo.ts'
import { Badge } from '../../ui/badge.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { SubmitButton } from '../../ui/form.tsx'
import { Card } from '../../ui/card.tsx'
import { pageAction } from '../../lib/page-action.server.ts'
import type { Route } from './+types/track'

function trackOf(request: Request): TTrack {
  const name = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '')
  return (TRACKS as readonly string[]).includes(name) ? (name as TTrack) : 'flowise'
}

export async function loader({ request }: Route.LoaderArgs) {
  const track = trackOf(request)
  const user = await getOptionalUser(request)
  const lessons = listTrackLessons(track).map((lesson) => ({ slug: lesson.lessonSlug, number: lesson.lesson ?? 0, title: lesson.title, summary: lesson.summary, body: lesson.body }))
  const completed = user ? (await findLessonProgress({ userId: user.id }))[track] : []
  const goals = COACHING_GOAL_DEFINITIONS.map((goal) => ({ ...goal, lessonsHere: goal.lessons.filter((slug) => slug.startsWith(`${track}/`)).map((slug) => slug.split('/')[1]!) })).filter((goal) => goal.lessonsHere.length)
  const done = new URL(request.url).searchParams.get('done')

  return { origin: siteOrigin(request), track, definition: TRACK_DEFINITIONS[track], lessons, completed, goals, isSignedIn: Boolean(user), done }
}

const ZLessonForm = z.object({ lesson: ZLessonProgressForm.shape.lesson })
const LESSON_WRITES = [{ rule: RATE_LIMITS.writePerAccount, by: 'user' }] as const

/** Mark a lesson complete (or not) for the signed-in member, then back to the lesson (POST, redirect, GET). */
export const action = pageAction({
  guard: 'user',
  intents: (intent) => {
    const mark = (isComplete: boolean) =>
      intent({
        rateLimit: [...LESSON_WRITES],
        schema: ZLessonForm,
        handler: async ({ request, user, input }) => {
          const track = trackOf(request)
          await completeLesson({ userId: user.id, track, lessonSlug: input.lesson, isComplete })
          return redirect(`/${track}?done=${isComplete ? input.lesson : ''}#${input.lesson}`, 303)
        },
      })
    return { complete: mark(true), reset: mark(false) }
  },
})

export function meta({ data }: Route.MetaArgs) {
  if (!data) return []
  return buildMeta({ title: `${data.definition.name}: learn ${data.definition.tool} step by step`, description: data.definition.description, origin: data.origin, path: `/${data.track}` })
}

export default function Track({ loaderData, actionData }: Route.ComponentProps) {
  const { track, definition, lessons, completed, goals, isSignedIn, done } = loaderData
  const doneCount = lessons.filter((lesson) => completed.includes(lesson.slug)).length
  const doneLesson = lessons.find((lesson) => lesson.slug === done)

  return (
    <>
      <PageHero eyebrow="Coaching track" title={definition.name} description={definition.description}>
        <div className="flex max-w-xl flex-col gap-2" aria-live="polite">
          {isSignedIn ? (
            <>
              <p className="font-medium" data-testid="track-progress">
                {doneCount} of {lessons.length} lessons complete
              </p>
              <progress className="h-3 w-full accent-sky-700" max={lessons.length} value={doneCount} aria-label={`${definition.name} progress`}>
                {doneCount} of {lessons.length}
              </progress>
            </>
          ) : (
            <p>
              <Link to={`/sign-in?redirectTo=/${track}`} className="font-medium underline">
                Sign in
              </Link>{' '}
              to save your progress through the lessons.
            </p>
          )}
        </div>
      </PageHero>
      <PageBody className="grid grid-cols-1 gap-8 lg:grid-cols-4">
        <nav aria-labelledby="lessons-heading" className="flex flex-col gap-2 lg:sticky lg:top-4 lg:self-start">
          <h2 id="lessons-heading" className="text-lg font-semibold">
            Lessons
          </h2>
          <ol className="flex flex-col gap-1 text-sm">
            {lessons.map((lesson) => (
              <li key={lesson.slug}>
                <a href={`#${lesson.slug}`} className="underline">
                  {lesson.number}. {lesson.title}
                </a>
                {completed.includes(lesson.slug) ? <span className="ml-1 text-emerald-700 dark:text-emerald-300">(done)</span> : null}
              </li>
            ))}
          </ol>
          <h2 className="mt-4 text-lg font-semibold">Goals that use this track</h2>
          <ul className="flex flex-col gap-2 text-sm">
            {goals.map((goal) => (
              <li key={goal.id}>
                <span className="font-medium">{goal.label}</span> ({goal.difficulty}, {goal.hours}): lessons {goal.lessonsHere.map((slug) => Number(slug.slice(0, 2))).join(', ')}
              </li>
            ))}
          </ul>
          <Link to="/coaching" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Ask the learning coach
          </Link>
        </nav>
        <div className="flex flex-col gap-6 lg:col-span-3">
          {doneLesson ? <ToastNotice title="Lesson complete" description={`"${doneLesson.title}" is marked complete.`} /> : null}
          {actionData && 'message' in actionData && actionData.message ? <Notice tone="error" title="Not saved">{actionData.message}</Notice> : null}
          {lessons.map((lesson) => {
            const isDone = completed.includes(lesson.slug)
            return (
              <Card as="section" key={lesson.slug} id={lesson.slug} aria-labelledby={`${lesson.slug}-heading`} className="scroll-mt-4 gap-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`${lesson.slug}-heading`} className="text-xl font-semibold">
                    Lesson {lesson.number}: {lesson.title}
                  </h2>
                  {isDone ? <Badge>Completed</Badge> : null}
                </div>
                <p className="text-slate-700 dark:text-slate-300">{lesson.summary}</p>
                <Markdown>{lesson.body.replace(/^## /gm, '### ')}</Markdown>
                {isSignedIn ? (
                  <Form method="post" className="flex">
                    <input type="hidden" name="lesson" value={lesson.slug} />
                    <input type="hidden" name="intent" value={isDone ? 'reset' : 'complete'} />
                    <SubmitButton variant={isDone ? 'outline' : 'default'} matches={{ lesson: lesson.slug }} aria-label={isDone ? `Mark lesson ${lesson.number} as not done` : `Mark lesson ${lesson.number} complete`}>
                      {isDone ? 'Mark as not done' : 'Mark lesson complete'}
                    </SubmitButton>
                  </Form>
                ) : null}
              </Card>
            )
          })}
        </div>
      </PageBody>
    </>
  )
}
