import { ModalDialog } from '@/components/ui/modal-dialog'
import type { MessageKey } from '@/i18n/en'
import { useT } from '@/i18n/i18n'
import { QUEUE_SHORTCUTS, type QueueShortcut } from './use-queue-shortcuts'

const LABELS: Record<QueueShortcut['action'], MessageKey> = {
  next: 'waiting.shortcut.next',
  previous: 'waiting.shortcut.previous',
  approve: 'waiting.shortcut.approve',
  approveNext: 'waiting.shortcut.approveNext',
  reject: 'waiting.shortcut.reject',
  toggle: 'waiting.shortcut.toggle',
  help: 'waiting.shortcut.help',
}

type QueueShortcutsDialogProps = {
  open: boolean
  onClose: () => void
  /** The keys of the screen: the list's by default. */
  shortcuts?: readonly QueueShortcut[]
}

/**
 * The list of the queue's keyboard shortcuts, opened with "?": every key the screen listens
 * to, and a word on keyboard layouts (the keys are read by their place too).
 */
export function QueueShortcutsDialog({
  open,
  onClose,
  shortcuts = QUEUE_SHORTCUTS,
}: QueueShortcutsDialogProps) {
  const t = useT()
  return (
    <ModalDialog
      open={open}
      title={t('waiting.shortcuts')}
      closeLabel={t('waiting.shortcutsClose')}
      onClose={onClose}
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {shortcuts.map((shortcut) => (
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
      <p className="mt-4 text-xs text-slate-500">{t('waiting.shortcutsLayout')}</p>
    </ModalDialog>
  )
}
