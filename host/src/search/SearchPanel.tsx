import { useCallback, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import Input, { type InputRef } from 'antd/es/input';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { SearchOutlined } from '@ant-design/icons';
import { toPersianDigits } from '@portal/locale';
import { useProjectStore } from '@portal/session';
import { hostMessages } from '../messages';
import { useRegisteredRemotes } from '../remotes/registered';
import { fold, mayBeAddress } from './fold';
import { searchResults, type Lists } from './results';
import { shellPages } from './shell-pages';
import { SourceQueries, type ListReport } from './SourceQueries';
import { searchSources } from './sources';

const t = hostMessages.search;

interface Reports {
  lists: Lists;
  failed: ReadonlySet<string>;
}

/**
 * The search box's content (its own chunk, loaded when the box first opens): a combobox whose
 * listbox holds the results as links. Focus stays in the field; the arrows move the active
 * result, Enter opens it, a click or middle click on a result works as on any link.
 */
export default function SearchPanel({ field, onDone }: { field?: RefObject<InputRef | null>; onDone: () => void }) {
  const navigate = useNavigate();
  const registered = useRegisteredRemotes();
  const projects = useProjectStore((s) => s.projectList);
  // An area's pages are in a project: the selected one, else the first (opening one selects it).
  const projectId = useProjectStore((s) => s.selectedProjectId ?? s.projectList[0]?.id ?? null);
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const [reports, setReports] = useState<Reports>({ lists: {}, failed: new Set() });
  const listId = useId();
  const { token } = theme.useToken();

  const sources = useMemo(() => searchSources(registered, projects), [registered, projects]);
  const pages = useMemo(() => shellPages(registered, projectId), [registered, projectId]);
  const report = useCallback<ListReport>((key, rows, failed) => {
    setReports((now) => {
      if (now.lists[key] === rows && now.failed.has(key) === failed) return now;
      const next = new Set(now.failed);
      if (failed) next.add(key);
      else next.delete(key);
      return { lists: { ...now.lists, [key]: rows }, failed: next };
    });
  }, []);

  const groups = useMemo(() => searchResults(typed, pages, sources, reports.lists), [typed, pages, sources, reports.lists]);
  const hits = groups.flatMap((group) => group.hits);
  const current = hits[Math.min(active, hits.length - 1)];
  const optionId = (index: number) => `${listId}-${index}`;
  const loading = sources.some((source) => reports.lists[source.key] === undefined && !reports.failed.has(source.key));
  const query = fold(typed);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && hits.length) {
      event.preventDefault();
      const from = Math.min(active, hits.length - 1);
      setActive((from + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      onDone();
      navigate(current.to);
    }
  };

  const status = !query ? t.hint : hits.length ? t.count(toPersianDigits(hits.length)) : loading ? t.searching : t.none;
  let index = -1;
  return (
    <div>
      <SourceQueries sources={sources} withPerRow={mayBeAddress(query)} report={report} />
      <Input
        ref={field}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        placeholder={t.placeholder}
        aria-label={t.field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={hits.length ? listId : undefined}
        aria-activedescendant={current ? optionId(hits.indexOf(current)) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Typography.Paragraph type="secondary" role="status" style={{ margin: '8px 0' }}>
        {status}
        {loading && hits.length > 0 ? ` (${t.searching})` : ''}
      </Typography.Paragraph>
      {reports.failed.size > 0 && query ? <Typography.Paragraph type="secondary">{t.someFailed}</Typography.Paragraph> : null}
      {hits.length > 0 && (
        <div role="listbox" id={listId} aria-label={t.results} style={{ maxHeight: '55vh', overflowY: 'auto' }}>
          {groups.map((group, g) => (
            <div role="group" key={group.id} aria-labelledby={`${listId}-g${g}`}>
              <div role="presentation" id={`${listId}-g${g}`} style={{ padding: '8px 8px 4px', fontWeight: 600, color: token.colorTextSecondary }}>
                {group.label}
              </div>
              {group.hits.map((hit) => {
                index += 1;
                const selected = hit === current;
                return (
                  <Link
                    key={hit.id}
                    to={hit.to}
                    role="option"
                    id={optionId(index)}
                    aria-selected={selected}
                    tabIndex={-1}
                    style={{
                      display: 'flex',
                      flexWrap: 'wrap',
                      alignItems: 'center',
                      gap: 8,
                      minHeight: 40,
                      padding: '6px 12px',
                      borderRadius: token.borderRadius,
                      color: token.colorText,
                      background: selected ? token.controlItemBgActive : undefined,
                      outline: selected ? `2px solid ${token.colorPrimary}` : undefined,
                      outlineOffset: -2,
                    }}
                    onClick={onDone}
                    onMouseMove={(
                      (at) => () =>
                        setActive(at)
                    )(index)}
                  >
                    <bdi style={{ fontWeight: 500 }}>{hit.title}</bdi>
                    <span style={{ color: token.colorTextSecondary }}>{hit.kind}</span>
                    {hit.detail ? (
                      <bdi dir="ltr" style={{ color: token.colorTextSecondary }}>
                        {hit.detail}
                      </bdi>
                    ) : null}
                  </Link>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
