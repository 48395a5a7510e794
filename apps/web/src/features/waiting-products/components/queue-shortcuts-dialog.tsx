import { ModalDialog } from '@/components/ui/modal-dialog'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { QUEUE_SHORTCUTS } from './use-queue-shortcuts'

const LABELS: Record<(typeof QUEUE_SHORTCUTS)[number]['action'], MessageKey> = {
  next: 'waiting.shortcut.next',
  previous: 'waiting.shortcut.previous',
  approve: 'waiting.shortcut.approve',
  reject: 'waiting.shortcut.reject',
  toggle: 'waiting.shortcut.toggle',
  help: 'waiting.shortcut.help',
}

/** The list of the queue's keyboard shortcuts, opened with "?". */
export function QueueShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT()
  return (
    <ModalDialog
      open={open}
      title={t('waiting.shortcuts')}
      closeLabel={t('waiting.shortcutsClose')}
      onClose={onClose}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {QUEUE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="contents">
            <dt>
              <kbd className="inline-flex min-w-7 justify-center rounded-md border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-700">
                {shortcut.key}
              </kbd>
            </dt>
            <dd className="text-slate-700">{t(LABELS[shortcut.action])}</dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  )
}
