import { Suspense, cloneElement, useState, type ComponentType, type ReactElement } from 'react';

/** What a menu loaded on demand renders: its Radix menu around the given trigger, open at first. */
export interface MenuPanelProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

interface TriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A dropdown menu whose Radix code (with floating-ui and the scroll lock) loads on first use, not
 * with the first page (docs/benchmarks.md, JavaScript loaded for /): until then its trigger is
 * the same button without a menu; pointing at it or focusing it starts the download, pressing it
 * shows the menu opened.
 */
export function LazyDropdownMenu<P extends object>({
  trigger,
  panel,
  panelProps,
  preload,
}: {
  trigger: ReactElement<TriggerProps>;
  panel: ComponentType<P & MenuPanelProps>;
  panelProps: P;
  preload: () => Promise<unknown>;
}) {
  const [used, setUsed] = useState(false);
  if (!used) {
    const warm = () => void preload();
    return cloneElement(trigger, {
      onClick: () => setUsed(true),
      onPointerEnter: warm,
      onFocus: warm,
    });
  }
  const Panel = panel as ComponentType<MenuPanelProps>;
  return (
    <Suspense fallback={trigger}>
      <Panel {...panelProps} trigger={trigger} defaultOpen />
    </Suspense>
  );
}
