import { lazy } from 'react';
import { Sun } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
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
        <Button variant="ghost" size="icon" aria-label={`Theme: ${current?.label ?? 'Light'}`}>
          <CurrentIcon className="h-4 w-4" aria-hidden />
        </Button>
      }
      panel={ThemeMenuPanel}
      panelProps={{}}
      preload={loadPanels}
    />
  );
}
