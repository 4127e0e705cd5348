/**
 * /admin/activity, the owner's: who did what in the back office, newest first as the server keeps it (no sorting).
 * Each row: when (Cairo time), the member and her role, the operation in words with what it was about (linked to
 * the record where it still has a screen; a call on many says how many), the changes before → after, and the
 * address the call came from. Filters: the member (the current staff, from listStaff), what it was about, and
 * the days from and to; on a phone they are in the filters drawer and each row is a card. Loaded lazily (index.tsx).
 */
import { Fragment, type ReactElement } from 'react';
import { useListStaff } from '../../../../generated/api/staff/staff';
import { ActivitySubject, type ActivityEntry } from '../../../../generated/models';
import type { Column } from '../../components/record-table';
import { ACTIVITY_PAGE_SIZES, ACTIVITY_PER_PAGE, type ActivityRecord } from '../../data-provider/activity';
import { useActivityText } from '../../i18n/activity';
import { useFormsText } from '../../i18n/forms';
import { useGovernorateName } from '../../i18n/governorate-name';
import { useOrdersText } from '../../i18n/orders';
import { useSetupGuideText } from '../../i18n/setup-guide';
import { useStaffText } from '../../i18n/staff';
import { changeLine, entryObject, operationWords, type ActivityWords, type Piece } from './activity-words';
import type { ActivityUi } from './index';

const SUBJECTS = Object.values(ActivitySubject);

/** The words of every entry, in the back office's language. */
function useActivityWords(): ActivityWords {
  const t = useActivityText();
  const forms = useFormsText();
  const { statuses } = useOrdersText();
  const { roleNames } = useStaffText();
  const { steps } = useSetupGuideText();
  const governorate = useGovernorateName();
  return {
    t,
    statuses,
    roles: roleNames,
    active: forms.active,
    inactive: forms.inactive,
    money: forms.money,
    percent: forms.percent,
    dateTime: forms.dateTime,
    setupStep: (step) =>
      Object.prototype.hasOwnProperty.call(steps, step) ? steps[step as keyof typeof steps].title : undefined,
    governorate,
  };
}

/** The list's filters, in the back office's language. */
function useActivityFilters({ SelectInput, DateInput }: ActivityUi) {
  const t = useActivityText();
  const staff = useListStaff();
  const members = staff.data?.members ?? [];
  return [
    <SelectInput
      key="adminId"
      source="adminId"
      label={t.memberFilter}
      choices={members.map((member) => ({ id: member.id, name: member.username }))}
      // A username is the member's own: never translated.
      optionText={(choice: { name: string }) => <span translate="no">{choice.name}</span>}
      translateChoice={false}
      emptyText={t.everyone}
      alwaysOn
    />,
    <SelectInput
      key="subject"
      source="subject"
      label={t.subjectFilter}
      choices={SUBJECTS.map((subject) => ({ id: subject, name: t.subjects[subject] }))}
      translateChoice={false}
      emptyText={t.everything}
      alwaysOn
    />,
    <DateInput key="startDate" source="startDate" label={t.from} alwaysOn />,
    <DateInput key="endDate" source="endDate" label={t.to} alwaysOn />,
  ];
}

/** Pieces of text, the shop's data among them marked not to translate, each kept whole in its direction. */
function Pieces({ pieces }: { pieces: Piece[] }) {
  return (
    <>
      {pieces.map((piece, index) =>
        piece.data ? (
          <bdi key={index} translate="no">
            {piece.text}
          </bdi>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

interface CellProps {
  entry: ActivityEntry;
  words: ActivityWords;
  ui: ActivityUi;
}

function MemberCell({ entry, words, ui: { Stack, Typography } }: CellProps) {
  return (
    <Stack spacing={0.25}>
      <Typography component="span" variant="body2" translate="no" sx={{ fontWeight: 600 }}>
        {entry.member.username}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {words.roles[entry.member.role]}
        {entry.member.id === null && ` · ${words.t.removed}`}
      </Typography>
    </Stack>
  );
}

function WhatCell({ entry, words, ui: { Link, RouterLink, Stack, Typography, useBasename } }: CellProps) {
  const basename = useBasename();
  const object = entryObject(entry, words);
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {operationWords(entry, words.t)}
      </Typography>
      {object.name &&
        (object.path ? (
          <Link
            component={RouterLink}
            to={`${basename}${object.path}`}
            variant="body2"
            translate={object.name.data ? 'no' : undefined}
            // A short code (VIP25) is still a 44 px target on a phone (the theme gives links their height).
            sx={{ minWidth: 44 }}
          >
            {object.name.text}
          </Link>
        ) : (
          <Typography component="span" variant="body2" translate={object.name.data ? 'no' : undefined}>
            {object.name.text}
          </Typography>
        ))}
      {object.count && (
        <Typography component="span" variant="body2" color="text.secondary">
          {object.count}
        </Typography>
      )}
      {object.filter && (
        <Typography component="span" variant="body2" color="text.secondary">
          <Pieces pieces={object.filter} />
        </Typography>
      )}
    </Stack>
  );
}

function ChangesCell({ entry, words, ui: { Box, Typography } }: CellProps) {
  if (!entry.changes.length) return <>{words.t.none}</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {entry.changes.map((change, index) => {
        const line = changeLine(change, words);
        return (
          <Typography key={index} component="li" variant="body2">
            <Pieces pieces={line.field} />
            {': '}
            <bdi>
              <Pieces pieces={line.before} />
            </bdi>
            {` ${words.t.arrow} `}
            <bdi>
              <Pieces pieces={line.after} />
            </bdi>
          </Typography>
        );
      })}
    </Box>
  );
}

/** The entries of the page as a table; on a phone each entry is a card, each cell headed by its column. */
function ActivityTable({ ui }: { ui: ActivityUi }) {
  const { Alert, LinearProgress, RecordTable, Typography } = ui;
  const words = useActivityWords();
  const { t } = words;
  const phone = ui.usePhoneFilters();
  const { data, isPending, error } = ui.useListContext<ActivityRecord>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t.loadFailed}
      </Alert>
    );
  if (!data?.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t.noMatch}
      </Typography>
    );
  const cell = { words, ui };
  const columns: Column<ActivityRecord>[] = [
    {
      label: t.when,
      sx: { whiteSpace: { sm: 'nowrap' }, verticalAlign: 'top' },
      render: (entry) => words.dateTime(entry.at),
    },
    {
      label: t.member,
      sx: { verticalAlign: 'top' },
      render: (entry) => <MemberCell entry={entry} {...cell} />,
    },
    {
      label: t.what,
      // A long name or an export's filters wrap rather than squeeze the other columns.
      sx: { verticalAlign: 'top', overflowWrap: 'anywhere', minWidth: { sm: 180 }, maxWidth: { sm: 360 } },
      render: (entry) => <WhatCell entry={entry} {...cell} />,
    },
    {
      label: t.changes,
      sx: { verticalAlign: 'top', overflowWrap: 'anywhere', minWidth: { sm: 220 } },
      render: (entry) => <ChangesCell entry={entry} {...cell} />,
    },
    {
      label: t.address,
      sx: { verticalAlign: 'top', whiteSpace: { sm: 'nowrap' } },
      render: (entry) => <bdi translate="no">{entry.address ?? t.none}</bdi>,
    },
  ];
  return (
    <RecordTable
      rows={data}
      rowKey={(entry) => entry.id}
      columns={columns}
      stacked={phone}
      aria-label={t.title}
    />
  );
}

function ActivityEmpty({ ui: { Box, Typography } }: { ui: ActivityUi }) {
  const t = useActivityText();
  return (
    <Box sx={{ p: 2 }}>
      <Typography color="text.secondary">{t.empty}</Typography>
    </Box>
  );
}

function ActivityActions({
  ui,
  phone,
  filters,
}: {
  ui: ActivityUi;
  phone: boolean;
  filters: ReactElement[];
}) {
  const { TopToolbar, FilterDrawerButton } = ui;
  return <TopToolbar>{phone && <FilterDrawerButton filters={filters} />}</TopToolbar>;
}

/** The screen, drawn with the components index.tsx hands it (see there why). */
export function ActivityList({ ui }: { ui: ActivityUi }) {
  const { List, Pagination } = ui;
  const t = useActivityText();
  const filters = useActivityFilters(ui);
  const phone = ui.usePhoneFilters();
  return (
    <List
      title={t.title}
      perPage={ACTIVITY_PER_PAGE}
      // On a phone the filters live in a drawer behind one button.
      filters={phone ? undefined : filters}
      actions={<ActivityActions ui={ui} phone={phone} filters={filters} />}
      exporter={false}
      empty={<ActivityEmpty ui={ui} />}
      pagination={<Pagination rowsPerPageOptions={ACTIVITY_PAGE_SIZES} />}
    >
      <ActivityTable ui={ui} />
    </List>
  );
}
