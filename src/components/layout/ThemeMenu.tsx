import { lazy } from 'react';
import { Sun } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { PlainButton } from '@/components/ui/PlainButton';
import { LazyDropdownMenu } from '@/components/ui/LazyDropdownMenu';
import { THEMES } from './navigation';

const loadPanels = () => import('./menuPanels');
const ThemeMenuPanel = lazy(async () => ({ default: (await loadPanels()).ThemeMenuPanel }));

export function ThemeMenu() {
  const theme = useAppSelector((state) => state.ui.theme);
  const current = THEMES.find((t) => t.value === theme) ?? THEMES[0];
  const CurrentIcon = current?.Icon ?? Sun;
  return (
    <LazyDropdownMenu
      trigger={
        <PlainButton variant="ghost" size="icon" aria-label={`Theme: ${current?.label ?? 'Light'}`}>
          <CurrentIcon className="h-4 w-4" aria-hidden />
        </PlainButton>
      }
      panel={ThemeMenuPanel}
      panelProps={{}}
      preload={loadPanels}
    />
  );
}
