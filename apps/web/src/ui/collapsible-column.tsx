import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLeftClose, PanelLeftOpen, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { COLUMN_KEY_STEP_PX, COLUMN_MIN_PX } from '@highwater/core/constants';
import { IconButton } from './icon-button.tsx';
import { applyResize, useColumnState } from './column-state.ts';
import './collapsible-column.css';

interface CollapsibleColumnProps {
  /** Stable id: the collapsed state and size are stored under it. */
  id: string;
  title: string;
  /** Width in px when nothing is stored yet. */
  defaultSize: number;
  minSize?: number;
  /** Show the resize handle (the map screen enables it with the feature parameter). */
  resizable?: boolean;
  /** The edge of the screen the column sits against; its handle is on the opposite edge. */
  side?: 'start' | 'end';
  /** Extra controls in the column header, before the collapse button. */
  actions?: ReactNode;
  /**
   * Show the column collapsed for now, leaving its stored state alone: another panel needs the
   * room. Expanding it by hand wins until the need goes away.
   */
  makeWay?: boolean;
  /** Id of the column, which a skip link can focus (expanded or collapsed). */
  anchorId?: string;
  children: ReactNode;
}

/** A layout column that collapses to a rail and, when resizable, resizes by pointer or keys. */
export function CollapsibleColumn({
  id,
  title,
  defaultSize,
  minSize = COLUMN_MIN_PX,
  resizable = false,
  side = 'start',
  actions,
  makeWay = false,
  anchorId,
  children,
}: CollapsibleColumnProps) {
  const { t } = useTranslation();
  const { state, update } = useColumnState(id, defaultSize, minSize);
  const drag = useRef<{ x: number; size: number } | null>(null);
  const direction = side === 'start' ? 1 : -1;
  const [keptOpen, setKeptOpen] = useState(false);
  useEffect(() => {
    if (!makeWay) setKeptOpen(false);
  }, [makeWay]);
  const collapsed = state.collapsed || (makeWay && !keptOpen);
  const anchor = anchorId ? { id: anchorId, tabIndex: -1 } : {};

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, size: state.size };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const proposed = drag.current.size + (event.clientX - drag.current.x) * direction;
    update(applyResize({ ...state, size: drag.current.size }, proposed, minSize));
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = COLUMN_KEY_STEP_PX * (event.shiftKey ? 4 : 1);
    const grow = side === 'start' ? 'ArrowRight' : 'ArrowLeft';
    const shrink = side === 'start' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key !== grow && event.key !== shrink) return;
    event.preventDefault();
    update(applyResize(state, state.size + (event.key === grow ? step : -step), minSize));
  };

  const ExpandIcon = side === 'start' ? PanelLeftOpen : PanelRightOpen;
  const CollapseIcon = side === 'start' ? PanelLeftClose : PanelRightClose;

  if (collapsed) {
    return (
      <aside
        className={`column column--collapsed column--${side} skip-target`}
        aria-label={title}
        {...anchor}
      >
        <IconButton
          label={t('column.expand', { title })}
          tooltipPlacement={side === 'start' ? 'end' : 'start'}
          onPress={() =>
            state.collapsed ? update({ ...state, collapsed: false }) : setKeptOpen(true)
          }
        >
          <ExpandIcon size={18} aria-hidden="true" />
        </IconButton>
      </aside>
    );
  }

  return (
    <aside
      className={`column column--${side} skip-target`}
      aria-label={title}
      style={{ width: state.size }}
      {...anchor}
    >
      <header className="column__header">
        <h2 className="column__title">{title}</h2>
        {actions}
        <IconButton
          label={t('column.collapse', { title })}
          onPress={() => update({ ...state, collapsed: true })}
        >
          <CollapseIcon size={18} aria-hidden="true" />
        </IconButton>
      </header>
      <div className="column__body">{children}</div>
      {resizable && (
        <div
          className="column__handle"
          role="separator"
          aria-orientation="vertical"
          aria-label={t('column.resize', { title })}
          aria-valuenow={state.size}
          aria-valuemin={minSize}
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        />
      )}
    </aside>
  );
}
