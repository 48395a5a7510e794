import { RecentActivity } from '@/features/dashboard/components/recent-activity'
import { ReviewNextStep } from '@/features/dashboard/components/review-next-step'
import { cn } from '@/lib/cn'
import '@/i18n/english/dashboard'
import '@/i18n/english/screens'
import { useLiveEvents } from '../live/use-live-events'

type WelcomeNextStepProps = { review: boolean; activity: boolean; live: boolean }

/**
 * The welcome page's part for staff: the waiting count with the way into the queue,
 * for those who review, and the latest entries of the audit log, for those who may read it,
 * kept current by the event stream while the page is open. Fetched apart from the page, so
 * the code it shares with the signed-in frame stays in the frame's chunks (vite-chunks.ts,
 * scripts/check-bundle.mjs): a staff member loads them here, as they would a moment later.
 */
export function WelcomeNextStep({ review, activity, live }: WelcomeNextStepProps) {
  useLiveEvents(live)
  return (
    <div className={cn('grid gap-4', review && activity && 'md:grid-cols-5')}>
      {review ? <ReviewNextStep className="md:col-span-2" /> : null}
      {activity ? <RecentActivity className="min-w-0 md:col-span-3" /> : null}
    </div>
  )
}
