import { RecentActivity } from '@/features/dashboard/components/recent-activity'
import { ReviewNextStep } from '@/features/dashboard/components/review-next-step'
import { cn } from '@/lib/cn'
import '@/i18n/english/dashboard'
import '@/i18n/english/screens'
import { useLiveEvents } from '../live/use-live-events'

type WelcomeNextStepProps = { review: boolean; activity: boolean; live: boolean }

/**
 * The welcome page's part for staff: the waiting count and the latest audit entries, kept current
 * by the event stream; fetched apart, so its code stays in the frame's chunks.
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
