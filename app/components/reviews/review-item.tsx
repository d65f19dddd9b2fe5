import type { TReview } from '../../../server/reviews/index.ts'
import { Badge } from '../../ui/badge.tsx'
import { CheckIcon } from '../../ui/icons.tsx'
import { OwnerReplyForm } from './owner-reply-form.tsx'
import { formatReviewDate } from './review-dates.ts'
import { ReportReviewForm } from './report-review-form.tsx'
import { ReviewStars } from './review-stars.tsx'
import { ReviewVoteButtons } from './review-vote-buttons.tsx'

type ReviewItemProps = {
  review: TReview
  isSignedIn: boolean
  /** The viewer owns the agent: they may reply. */
  isOwner: boolean
}

const STATUS_NOTES = {
  held: 'Awaiting moderation: only you can see this review until an admin checks it.',
  hidden: 'Hidden by a moderator: only you can see this review.',
} as const

function helpfulText(count: number): string {
  if (count === 0) return 'Nobody has marked this review helpful yet.'

  return count === 1 ? '1 person found this helpful.' : `${count} people found this helpful.`
}

/** One review: stars, title, author, Verified badge, text, the owner's reply, votes and report. */
function ReviewItem({ review, isSignedIn, isOwner }: ReviewItemProps) {
  const titleId = `review-${review.id}-title`
  const canReact = isSignedIn && !review.viewer.isAuthor && review.status === 'published'

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-700">
      <div className="flex flex-wrap items-center gap-2">
        <ReviewStars rating={review.rating} />
        <h3 id={titleId} className="font-semibold">
          {review.title}
        </h3>
        {review.verified ? (
          <Badge variant="green" title="Bought or deployed through Agent Atlas">
            <CheckIcon /> Verified
          </Badge>
        ) : null}
        {review.viewer.isAuthor ? <Badge variant="outline">Your review</Badge> : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        By {review.authorName} on <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        {review.isEdited ? <> (edited <time dateTime={review.updatedAt}>{formatReviewDate(review.updatedAt)}</time>)</> : null}
      </p>
      {review.status !== 'published' ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">{STATUS_NOTES[review.status]}</p>
      ) : null}
      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{review.comment}</p>
      {review.ownerReply ? (
        <div className="ml-4 flex flex-col gap-1 border-l-4 border-brand-600 bg-slate-50 px-3 py-2 dark:bg-slate-800">
          <p className="text-sm font-semibold">
            Reply from the owner <span className="font-normal text-slate-600 dark:text-slate-300">on {formatReviewDate(review.ownerReply.repliedAt)}</span>
          </p>
          <p className="whitespace-pre-line text-sm text-slate-800 dark:text-slate-200">{review.ownerReply.text}</p>
        </div>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-300">{helpfulText(review.helpfulCount)}</p>
      {canReact || (isOwner && review.status === 'published') ? (
        <div className="flex flex-wrap items-start gap-2">
          {canReact ? <ReviewVoteButtons review={review} /> : null}
          {canReact && !review.viewer.hasReported ? <ReportReviewForm reviewId={review.id} /> : null}
          {canReact && review.viewer.hasReported ? <p className="self-center text-sm text-slate-600 dark:text-slate-300">You reported this review.</p> : null}
          {isOwner && review.status === 'published' ? <OwnerReplyForm reviewId={review.id} currentReply={review.ownerReply?.text ?? null} /> : null}
        </div>
      ) : null}
    </article>
  )
}

export { ReviewItem }
