import type { StaffMember } from '@rihla/contract/staff'
import { DataTable, type DataTableColumn } from '@/components/ui/data-table'
import { useT } from '@/i18n/i18n'
import { ROLE_LABELS } from './role-label'
import { LastSignIn, TwoFactorBadge } from './staff-badges'
import { type StaffActions, StaffRowMenu } from './staff-row-menu'
import { UserStatusBadge } from './user-status-badge'

/** No column sorts: the server's order (admins first, then by name) is the list's. */
type NoSort = 'none'
const noSort = () => {}

type StaffTableProps = StaffActions & {
  /** Null while the list loads: rows of the same height stand in for it. */
  staff: StaffMember[] | null
}

/** The staff from the `md` breakpoint up: one row each, their actions in a menu. */
export function StaffTable({ staff, ...actions }: StaffTableProps) {
  const t = useT()
  const columns: Array<DataTableColumn<StaffMember, NoSort>> = [
    {
      id: 'name',
      header: t('staff.col.name'),
      className: 'font-medium text-slate-900',
      placeholder: 'h-4 w-32',
      cell: (member) => <bdi>{member.username}</bdi>,
    },
    {
      id: 'email',
      header: t('staff.col.email'),
      placeholder: 'h-4 w-40',
      cell: (member) => <bdi>{member.email}</bdi>,
    },
    {
      id: 'role',
      header: t('staff.col.role'),
      placeholder: 'h-4 w-16',
      cell: (member) => t(ROLE_LABELS[member.role]),
    },
    {
      id: 'twoFactor',
      header: t('staff.col.twoFactor'),
      placeholder: 'h-5 w-14',
      cell: (member) => <TwoFactorBadge enabled={member.twoFactorEnabled} />,
    },
    {
      id: 'lastSignIn',
      header: t('staff.col.lastSignIn'),
      placeholder: 'h-4 w-28',
      cell: (member) => <LastSignIn member={member} />,
    },
    {
      id: 'status',
      header: t('staff.col.status'),
      placeholder: 'h-5 w-14',
      cell: (member) => <UserStatusBadge isBlocked={member.isBlocked} />,
    },
  ]
  return (
    <DataTable
      caption={t('staff.tableCaption')}
      columns={columns}
      rows={staff}
      rowKey={(member) => member.id}
      sort="none"
      order="asc"
      onSort={noSort}
      placeholderRows={4}
      cellClassName="px-4 py-2 whitespace-nowrap"
      rowClassName="h-15"
      actions={{
        label: t('staff.col.actions'),
        placeholder: 'h-4 w-6',
        cell: (member) => <StaffRowMenu member={member} {...actions} />,
      }}
    />
  )
}
